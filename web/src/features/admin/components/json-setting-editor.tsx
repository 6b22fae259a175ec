// A structured setting edited as JSON (cost settings, fee schedules): the server's schema checks it on save, and
// the field paths it names are shown under the box when a part is wrong.
import { Button, chakra, Field, HStack, Stack, Textarea } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { adminErrorMessage } from "../api/admin-errors";

export function JsonSettingEditor({
  name,
  label,
  badge,
  initialValue,
  save,
  submitLabel = "admin.settings.save",
  refreshKey,
}: {
  name: string;
  label: ReactNode;
  badge?: ReactNode;
  initialValue: unknown;
  save: (value: unknown) => Promise<unknown>;
  submitLabel?: MessageId;
  /** The query to refetch after a save. */
  refreshKey: readonly unknown[];
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [text, setText] = useState(() => JSON.stringify(initialValue, null, 2));
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: () => {
      setProblem(null);
      toast.success(intl.formatMessage({ id: "admin.settings.saved" }));
      void queryClient.invalidateQueries({ queryKey: refreshKey });
    },
    onError: (error) => {
      const paths = isApiError(error) ? Object.entries(error.errors).map(([p, m]) => `${p}: ${m}`) : [];
      setProblem(paths.length ? paths.join("\n") : adminErrorMessage(intl, error));
      toast.error(intl.formatMessage({ id: "admin.settings.notSaved" }), adminErrorMessage(intl, error));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      setProblem(intl.formatMessage({ id: "admin.costs.badJson" }));
      return;
    }
    mutation.mutate(value);
  }

  return (
    <chakra.form noValidate onSubmit={onSubmit} data-testid={name}>
      <Stack gap="2">
        <Field.Root invalid={problem !== null}>
          <HStack justify="space-between" w="full" gap="2" wrap="wrap">
            <Field.Label>{label}</Field.Label>
            {badge}
          </HStack>
          <Textarea
            name={name}
            value={text}
            onChange={(e) => setText(e.target.value)}
            fontFamily="mono"
            fontSize="xs"
            rows={8}
            spellCheck={false}
          />
          {problem ? <Field.ErrorText whiteSpace="pre-wrap">{problem}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" size="sm" variant="outline" alignSelf="start" loading={mutation.isPending}>
          <FormattedMessage id={submitLabel} />
        </Button>
      </Stack>
    </chakra.form>
  );
}
