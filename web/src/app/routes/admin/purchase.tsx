import {
  Badge,
  Button,
  chakra,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink, useParams } from "react-router-dom";
import { ArrowLeftIcon, CheckIcon } from "@/components/ui/icons";
import { PageTitle } from "@/components/ui/page-title";
import { env } from "@/config/env";
import { useIssueBill, type BillStage } from "@/features/admin/api/admin-bills";
import { adminErrorMessage } from "@/features/admin/api/admin-errors";
import {
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  KIND_LABEL,
  PURCHASE_STEPS,
  STEP_LABEL,
  useAdminPurchase,
  useMovePurchase,
  useSaveLogistics,
  useUploadDocument,
  type AdminPurchase,
  type DocumentKind,
  type PurchaseStep,
} from "@/features/admin/api/admin-purchases";
import { ListError } from "@/features/admin/components/admin-list";
import { ConfirmDialog, type ConfirmRequest } from "@/features/admin/components/confirm-dialog";
import { LotCell } from "@/features/admin/components/lot-cell";
import { Money } from "@/components/ui/money";
import { When } from "@/features/admin/components/when";
import type { MessageId } from "@/i18n/message-ids";
import { toast } from "@/lib/toast";

const BILL_STAGES: readonly BillStage[] = ["win", "departure", "arrival"];

function Section({ id, title, children }: { id: string; title: MessageId; children: ReactNode }) {
  return (
    <Stack layerStyle="card" gap="4" p={{ base: "4", md: "6" }} as="section" aria-labelledby={id}>
      <Heading as="h3" size="md" id={id}>
        <FormattedMessage id={title} />
      </Heading>
      {children}
    </Stack>
  );
}

function useReport() {
  const intl = useIntl();
  return {
    ok: (id: MessageId) => toast.success(intl.formatMessage({ id })),
    failed: (error: unknown) =>
      toast.error(intl.formatMessage({ id: "admin.money.failed" }), adminErrorMessage(intl, error)),
  };
}

function Timeline({ p }: { p: AdminPurchase }) {
  const intl = useIntl();
  const move = useMovePurchase(p.id);
  const report = useReport();
  const ahead = PURCHASE_STEPS.slice(PURCHASE_STEPS.indexOf(p.status) + 1);
  const [next, setNext] = useState<PurchaseStep | "">("");
  const [note, setNote] = useState("");
  const target = next || ahead[0];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!target) return;
    move.mutate(
      { status: target, note: note.trim() || undefined },
      {
        onSuccess: () => {
          report.ok("admin.purchase.moved");
          setNext("");
          setNote("");
        },
        onError: report.failed,
      },
    );
  }

  return (
    <Section id="purchase-timeline" title="admin.purchase.timeline">
      <Stack as="ol" gap="2" listStyleType="none">
        {p.timeline.map((s) => (
          <HStack as="li" key={s.status} gap="3" align="start" color={s.done ? "fg" : "fg.muted"}>
            <CheckIcon boxSize="4" mt="1" color={s.done ? "green.fg" : "border"} aria-hidden />
            <Stack gap="0" flex="1">
              <Text fontWeight={s.status === p.status ? "semibold" : "normal"}>
                <FormattedMessage id={STEP_LABEL[s.status]} />
              </Text>
              {s.at || s.note ? (
                <Text fontSize="xs" color="fg.muted">
                  {s.at ? <When value={s.at} /> : null}
                  {s.at && s.note ? " · " : null}
                  {s.note}
                </Text>
              ) : null}
            </Stack>
          </HStack>
        ))}
      </Stack>
      {ahead.length > 0 ? (
        <chakra.form onSubmit={onSubmit} noValidate>
          <Stack gap="3" direction={{ base: "column", md: "row" }} align={{ md: "end" }}>
            <Field.Root flex="1">
              <Field.Label>
                <FormattedMessage id="admin.purchase.nextStep" />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={target} onChange={(e) => setNext(e.target.value as PurchaseStep)}>
                  {ahead.map((s) => (
                    <option key={s} value={s}>
                      {intl.formatMessage({ id: STEP_LABEL[s] })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root flex="1">
              <Field.Label>
                <FormattedMessage id="admin.purchase.note" />
              </Field.Label>
              <Input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
            </Field.Root>
            <Button type="submit" colorPalette="accent" loading={move.isPending}>
              <FormattedMessage id="admin.purchase.move" />
            </Button>
          </Stack>
        </chakra.form>
      ) : null}
    </Section>
  );
}

function Logistics({ p }: { p: AdminPurchase }) {
  const save = useSaveLogistics(p.id);
  const report = useReport();
  const [container, setContainer] = useState(p.container ?? "");
  const [vessel, setVessel] = useState(p.vessel ?? "");
  return (
    <Section id="purchase-logistics" title="admin.purchase.logistics">
      <chakra.form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            { container: container.trim() || null, vessel: vessel.trim() || null },
            { onSuccess: () => report.ok("admin.settings.saved"), onError: report.failed },
          );
        }}
      >
        <Stack gap="3">
          <Field.Root>
            <Field.Label>
              <FormattedMessage id="admin.purchase.container" />
            </Field.Label>
            <Input name="container" maxLength={40} value={container} onChange={(e) => setContainer(e.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>
              <FormattedMessage id="admin.purchase.vessel" />
            </Field.Label>
            <Input name="vessel" maxLength={80} value={vessel} onChange={(e) => setVessel(e.target.value)} />
          </Field.Root>
          <Button type="submit" variant="outline" alignSelf="start" loading={save.isPending}>
            <FormattedMessage id="admin.settings.save" />
          </Button>
        </Stack>
      </chakra.form>
    </Section>
  );
}

function Documents({ p }: { p: AdminPurchase }) {
  const intl = useIntl();
  const upload = useUploadDocument(p.id);
  const report = useReport();
  const [kind, setKind] = useState<DocumentKind>("other");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<MessageId | null>(null);
  const [inputKey, setInputKey] = useState(0);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return setError("admin.purchase.fileRequired");
    // An unknown type (a name without extension) goes to the API, which reads the type from the bytes.
    if (file.type && !DOCUMENT_TYPES.includes(file.type)) return setError("admin.purchase.fileType");
    if (file.size > DOCUMENT_MAX_BYTES) return setError("admin.purchase.fileSize");
    upload.mutate(
      { file, kind },
      {
        onSuccess: () => {
          report.ok("admin.purchase.uploaded");
          setFile(null);
          setInputKey((k) => k + 1);
        },
        onError: report.failed,
      },
    );
  }

  return (
    <Section id="purchase-documents" title="admin.purchase.documents">
      {p.documents.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="admin.purchase.noDocuments" />
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {p.documents.map((d) => (
            <HStack as="li" key={d.id} justify="space-between" gap="3" fontSize="sm" wrap="wrap">
              <Link href={`${env.apiBaseUrl}${d.url}`} color="accent.fg" wordBreak="break-all">
                {d.fileName}
              </Link>
              <Text color="fg.muted">
                <FormattedMessage id={KIND_LABEL[d.kind]} /> · <When value={d.uploadedAt} />
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
      <chakra.form onSubmit={onSubmit} noValidate>
        <Stack gap="3">
          <Field.Root>
            <Field.Label>
              <FormattedMessage id="admin.purchase.kind" />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={kind} onChange={(e) => setKind(e.target.value as DocumentKind)}>
                {DOCUMENT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {intl.formatMessage({ id: KIND_LABEL[k] })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={error !== null}>
            <Field.Label>
              <FormattedMessage id="admin.purchase.file" />
            </Field.Label>
            <Input
              key={inputKey}
              type="file"
              p="1.5"
              accept={DOCUMENT_TYPES.join(",")}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setError(null);
              }}
            />
            {error ? (
              <Field.ErrorText>
                <FormattedMessage id={error} />
              </Field.ErrorText>
            ) : (
              <Field.HelperText>
                <FormattedMessage id="admin.purchase.fileHint" />
              </Field.HelperText>
            )}
          </Field.Root>
          <Button type="submit" variant="outline" alignSelf="start" loading={upload.isPending}>
            <FormattedMessage id="admin.purchase.upload" />
          </Button>
        </Stack>
      </chakra.form>
    </Section>
  );
}

function Bills({ p }: { p: AdminPurchase }) {
  const intl = useIntl();
  const issue = useIssueBill();
  const report = useReport();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const issued = new Set(p.bills.map((b) => b.stage));
  const stageName = (stage: BillStage) => intl.formatMessage({ id: `admin.bills.stage.${stage}` });
  return (
    <Section id="purchase-bills" title="admin.bills.title">
      {p.bills.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="admin.purchase.noBills" />
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {p.bills.map((b) => (
            <HStack as="li" key={b.id} justify="space-between" gap="3" fontSize="sm">
              <Text>{stageName(b.stage)}</Text>
              <HStack gap="3">
                <Money exact value={b.total} />
                <Badge colorPalette={b.status === "paid" ? "green" : "orange"} variant="subtle">
                  <FormattedMessage id={`admin.bills.status.${b.status}`} />
                </Badge>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
      <HStack gap="2" wrap="wrap">
        {BILL_STAGES.filter((s) => !issued.has(s)).map((stage) => (
          <Button
            key={stage}
            size="sm"
            variant="outline"
            onClick={() =>
              setConfirm({
                title: "admin.purchase.issueConfirm",
                body: <FormattedMessage id="admin.purchase.issueBody" values={{ stage: stageName(stage) }} />,
                confirm: "admin.purchase.issue",
                tone: "approve",
                onConfirm: () =>
                  issue.mutate(
                    { purchaseId: p.id, stage },
                    {
                      onSuccess: () => {
                        report.ok("admin.purchase.issued");
                        setConfirm(null);
                      },
                      onError: (e) => {
                        report.failed(e);
                        setConfirm(null);
                      },
                    },
                  ),
              })
            }
          >
            <FormattedMessage id="admin.purchase.issueStage" values={{ stage: stageName(stage) }} />
          </Button>
        ))}
      </HStack>
      <ConfirmDialog request={confirm} pending={issue.isPending} onClose={() => setConfirm(null)} />
    </Section>
  );
}

/** /admin/purchases/:id: one purchase's logistics steps, container and vessel, documents and stage bills. */
export function AdminPurchaseRoute() {
  const { id = "" } = useParams();
  const query = useAdminPurchase(id);
  const p = query.data;
  return (
    <Stack gap="6">
      <PageTitle id="admin.purchase.title" />
      <Link asChild fontSize="sm" color="fg.muted" alignSelf="start">
        <RouterLink to="/admin/purchases">
          <ArrowLeftIcon boxSize="4" />
          <FormattedMessage id="admin.purchase.back" />
        </RouterLink>
      </Link>
      {query.isPending ? <Skeleton height="40" borderRadius="xl" aria-busy="true" /> : null}
      {query.isError ? <ListError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {p ? (
        <>
          <HStack justify="space-between" align="start" gap="4" wrap="wrap">
            <Stack gap="2" minW="0">
              <Heading as="h2" size="xl">
                <FormattedMessage id="admin.purchase.title" />
              </Heading>
              <LotCell lot={p.lot} platform={p.platform} lotNumber={p.lotNumber} />
              <Link asChild color="accent.fg" fontSize="sm">
                <RouterLink to={`/admin/customers/${p.userId}`}>
                  <FormattedMessage id="admin.money.openCustomer" />
                </RouterLink>
              </Link>
            </Stack>
            <Stack gap="1" align="end">
              <Text fontSize="xl" fontWeight="bold">
                <Money value={p.finalPrice} />
              </Text>
              <Badge colorPalette={p.status === "delivered" ? "green" : "blue"} variant="subtle">
                <FormattedMessage id={STEP_LABEL[p.status]} />
              </Badge>
            </Stack>
          </HStack>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
            <Timeline p={p} />
            <Stack gap="6">
              <Bills p={p} />
              <Logistics key={p.updatedAt} p={p} />
              <Documents p={p} />
            </Stack>
          </SimpleGrid>
        </>
      ) : null}
    </Stack>
  );
}
