// One settings card: its fields loaded from the API, saved with PUT, with the server's field errors under each
// field and the outcome in a toast.
import { Button, chakra, Field, Heading, Input, Skeleton, Stack, Text, Textarea } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { adminErrorMessage } from "../api/admin-errors";
import { ListError } from "./admin-list";

export type SettingsField = {
  name: string;
  label: MessageId;
  multiline?: boolean;
  inputMode?: "decimal" | "email" | "numeric";
};

export interface SettingsFormProps {
  id: string;
  title: MessageId;
  description: MessageId;
  fields: readonly SettingsField[];
  load: (signal: AbortSignal) => Promise<Record<string, string>>;
  save: (values: Record<string, string>) => Promise<unknown>;
}

function SettingsFields({
  id,
  fields,
  initial,
  save,
}: Pick<SettingsFormProps, "id" | "fields" | "save"> & { initial: Record<string, string> }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const mutation = useMutation({
    mutationFn: save,
    onSuccess: () => {
      setErrors({});
      toast.success(intl.formatMessage({ id: "admin.settings.saved" }));
      void queryClient.invalidateQueries({ queryKey: ["admin", "settings", id] });
    },
    onError: (error) => {
      // Field errors keyed by path ("iban", "sections.contact.email"): shown under the field they name.
      const fieldErrors: Record<string, string> = {};
      if (isApiError(error))
        for (const [path, message] of Object.entries(error.errors)) {
          const field = fields.find((f) => path === f.name || path.endsWith(`.${f.name}`));
          if (field)
            fieldErrors[field.name] =
              intl.locale === "en" ? message : intl.formatMessage({ id: "admin.settings.fieldInvalid" });
        }
      setErrors(fieldErrors);
      toast.error(intl.formatMessage({ id: "admin.settings.notSaved" }), adminErrorMessage(intl, error));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    mutation.mutate(values);
  }

  return (
    <chakra.form noValidate onSubmit={onSubmit}>
      <Stack gap="4">
        {fields.map((f) => (
          <Field.Root key={f.name} invalid={Boolean(errors[f.name])}>
            <Field.Label>
              <FormattedMessage id={f.label} />
            </Field.Label>
            {f.multiline ? (
              <Textarea
                name={f.name}
                value={values[f.name] ?? ""}
                onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                autoresize
              />
            ) : (
              <Input
                name={f.name}
                inputMode={f.inputMode}
                value={values[f.name] ?? ""}
                onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
              />
            )}
            {errors[f.name] ? <Field.ErrorText>{errors[f.name]}</Field.ErrorText> : null}
          </Field.Root>
        ))}
        <Button type="submit" colorPalette="accent" alignSelf="start" loading={mutation.isPending}>
          <FormattedMessage id="admin.settings.save" />
        </Button>
      </Stack>
    </chakra.form>
  );
}

export function SettingsForm({ id, title, description, fields, load, save }: SettingsFormProps) {
  const query = useQuery({ queryKey: ["admin", "settings", id], queryFn: ({ signal }) => load(signal) });
  return (
    <Stack layerStyle="card" gap="5" p={{ base: "5", md: "6" }} as="section" aria-labelledby={`settings-${id}`}>
      <Stack gap="1">
        <Heading as="h3" size="md" id={`settings-${id}`}>
          <FormattedMessage id={title} />
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id={description} />
        </Text>
      </Stack>
      {query.isPending ? <Skeleton height="40" borderRadius="l2" aria-busy="true" /> : null}
      {query.isError ? <ListError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? (
        // Keyed on the load time: a fresh answer from the server starts the form over from it.
        <SettingsFields key={query.dataUpdatedAt} id={id} fields={fields} initial={query.data} save={save} />
      ) : null}
    </Stack>
  );
}
