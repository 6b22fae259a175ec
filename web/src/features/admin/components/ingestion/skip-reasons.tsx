// Why a run skipped records, most frequent first. Codes, fields, messages and excerpts come from the providers'
// data: they are rendered as text (monospace for the raw data), never as markup.
import { Badge, Box, Button, chakra, HStack, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import type { SkipReason } from "@/features/admin/api/admin-ingestion";
import type { MessageId } from "@/i18n/message-ids";
import type { SkipCode } from "@app/shared/catalogue/provider-adapter";

/** Every skip code the worker gives, with a text in both languages; "other" is a run's bucket of further kinds. */
const SKIP_CODE_TEXT: Record<SkipCode | "other", MessageId> = {
  "no-lot-number": "admin.ingestion.skipCode.noLotNumber",
  "bad-lot-number": "admin.ingestion.skipCode.badLotNumber",
  "not-an-object": "admin.ingestion.skipCode.notAnObject",
  "unknown-currency": "admin.ingestion.skipCode.unknownCurrency",
  "invalid-record": "admin.ingestion.skipCode.invalidRecord",
  "reader-failed": "admin.ingestion.skipCode.readerFailed",
  "store-refused": "admin.ingestion.skipCode.storeRefused",
  other: "admin.ingestion.skipCode.other",
};

/** A run recorded before a code existed may carry one this page does not know: its message is shown alone. */
const codeText = (code: string): MessageId | null =>
  Object.hasOwn(SKIP_CODE_TEXT, code) ? SKIP_CODE_TEXT[code as SkipCode | "other"] : null;

/** Shown before "show all". */
export const SKIP_REASONS_SHOWN = 3;

const Mono = chakra("code", {
  base: { fontFamily: "mono", fontSize: "xs", bg: "bg.muted", px: "1", borderRadius: "l1", wordBreak: "break-all" },
});

function Reason({ reason }: { reason: SkipReason }) {
  const { example } = reason;
  const field = reason.field ?? example.field;
  const label = codeText(reason.code);
  return (
    <Stack as="li" gap="1" py="2" borderTopWidth="1px" borderColor="border.muted" data-testid="skip-reason">
      <HStack gap="2" wrap="wrap" justify="space-between">
        <HStack gap="2" wrap="wrap">
          <Mono data-testid="skip-code">{reason.code}</Mono>
          {field ? (
            <Text fontSize="xs" color="fg.muted">
              <FormattedMessage id="admin.ingestion.skips.field" />: <Mono>{field}</Mono>
            </Text>
          ) : null}
        </HStack>
        <Badge colorPalette="orange" variant="subtle">
          <FormattedMessage id="admin.ingestion.skips.count" values={{ count: reason.count }} />
        </Badge>
      </HStack>
      {label ? (
        <Text fontSize="sm" fontWeight="medium" data-testid="skip-label">
          <FormattedMessage id={label} />
        </Text>
      ) : null}
      {/* The worker's own account of the record, in English: the values it names are the provider's. */}
      <Text fontSize="sm" color={label ? "fg.muted" : undefined} lang="en">
        {reason.message}
      </Text>
      {example.lotNumber || example.excerpt || typeof example.page === "number" ? (
        <Box fontSize="xs" color="fg.muted">
          <Text as="span">
            <FormattedMessage id="admin.ingestion.skips.example" />
            {example.lotNumber ? (
              <>
                {" · "}
                <FormattedMessage id="admin.ingestion.skips.lot" values={{ lotNumber: example.lotNumber }} />
              </>
            ) : null}
            {typeof example.page === "number" ? (
              <>
                {" · "}
                <FormattedMessage id="admin.ingestion.skips.page" values={{ page: example.page }} />
              </>
            ) : null}
          </Text>
          {example.excerpt ? (
            <chakra.pre
              mt="1"
              p="2"
              bg="bg.muted"
              borderRadius="l2"
              fontFamily="mono"
              fontSize="xs"
              color="fg"
              whiteSpace="pre-wrap"
              wordBreak="break-all"
              maxH="32"
              overflowY="auto"
              data-testid="skip-excerpt"
            >
              {example.excerpt}
            </chakra.pre>
          ) : null}
        </Box>
      ) : null}
    </Stack>
  );
}

export function SkipReasons({ reasons }: { reasons: readonly SkipReason[] }) {
  const [open, setOpen] = useState(false);
  const restId = useId();
  if (reasons.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="admin.ingestion.skips.none" />
      </Text>
    );
  const first = reasons.slice(0, SKIP_REASONS_SHOWN);
  const rest = reasons.slice(SKIP_REASONS_SHOWN);
  return (
    <Stack gap="1">
      <Stack as="ul" gap="0" listStyleType="none">
        {first.map((r, i) => (
          <Reason key={`${r.code}-${r.field ?? ""}-${i}`} reason={r} />
        ))}
      </Stack>
      {rest.length > 0 ? (
        <>
          <Stack as="ul" gap="0" listStyleType="none" id={restId} hidden={!open}>
            {open ? rest.map((r, i) => <Reason key={`${r.code}-${r.field ?? ""}-${i}`} reason={r} />) : null}
          </Stack>
          <Button
            size="xs"
            variant="ghost"
            alignSelf="start"
            aria-expanded={open}
            aria-controls={restId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? (
              <FormattedMessage id="admin.ingestion.skips.showFewer" />
            ) : (
              <FormattedMessage id="admin.ingestion.skips.showAll" values={{ count: reasons.length }} />
            )}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
