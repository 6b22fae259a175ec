import { Badge, Button, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { EmptyPanel } from "@/components/ui/empty-panel";
import { MailIcon } from "@/components/ui/icons";
import { adminErrorMessage } from "@/features/admin/api/admin-errors";
import {
  useContactMessages,
  useFailedMails,
  useRetryMail,
  type ContactMessage,
  type FailedMail,
} from "@/features/admin/api/admin-mail";
import { AdminList, ListError, type Column } from "@/features/admin/components/admin-list";
import { AdminPage } from "@/features/admin/components/admin-page";
import { When } from "@/features/admin/components/when";
import { StatusFilter } from "@/features/admin/components/status-filter";
import { useListParams } from "@/features/admin/hooks/use-list-params";
import { toast } from "@/lib/toast";

const CONTACT_PALETTE = { queued: "blue", sent: "green", failed: "red" } as const;
const CONTACT_FILTERS = [
  { value: "", label: "admin.mail.filter.all" },
  { value: "failed", label: "admin.mail.filter.failed" },
  { value: "queued", label: "admin.mail.filter.queued" },
  { value: "sent", label: "admin.mail.filter.sent" },
] as const;

function useRetry(kind: "failed-mails" | "contact-messages") {
  const intl = useIntl();
  const retry = useRetryMail(kind);
  const send = (id: string) =>
    retry.mutate(id, {
      onSuccess: () => toast.success(intl.formatMessage({ id: "admin.mail.retried" })),
      onError: (error) => toast.error(intl.formatMessage({ id: "admin.money.failed" }), adminErrorMessage(intl, error)),
    });
  return { send, busy: (id: string) => retry.isPending && retry.variables === id };
}

/** One customer's message: every text is theirs, so each is shown as plain text. */
function ContactCard({ m, onRetry, busy }: { m: ContactMessage; onRetry: () => void; busy: boolean }) {
  return (
    <Stack as="li" layerStyle="card" gap="2" p={{ base: "4", md: "5" }} data-testid="contact-message">
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" wordBreak="break-word">
            {m.subject || m.name}
          </Text>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {`${m.name} · ${m.email}${m.phone ? ` · ${m.phone}` : ""}`}
          </Text>
        </Stack>
        <HStack gap="2">
          <Badge colorPalette={CONTACT_PALETTE[m.status]} variant="subtle">
            <FormattedMessage id={`admin.mail.status.${m.status}`} />
          </Badge>
          <Text fontSize="xs" color="fg.muted">
            <When value={m.createdAt} />
          </Text>
        </HStack>
      </HStack>
      <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
        {m.message}
      </Text>
      {m.status === "failed" ? (
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text fontSize="xs" color="red.fg" wordBreak="break-word">
            {m.lastError ?? ""}
          </Text>
          <Button size="sm" variant="outline" loading={busy} onClick={onRetry}>
            <FormattedMessage id="admin.mail.retry" />
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

function ContactMessages() {
  const list = useListParams({ sort: "createdAt", filters: { contact: "" } });
  const status = list.filters.contact ?? "";
  const query = useContactMessages(status);
  const { send, busy } = useRetry("contact-messages");
  const rows = query.data?.pages.flatMap((p) => p.messages ?? []) ?? [];
  return (
    <Stack gap="4" as="section" aria-labelledby="admin-contact">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h3" size="md" id="admin-contact">
          <FormattedMessage id="admin.mail.contact.title" />
        </Heading>
        <StatusFilter
          label="admin.money.filter.label"
          value={status}
          options={CONTACT_FILTERS}
          onChange={(v) => list.setFilter("contact", v)}
        />
      </HStack>
      {query.isPending ? <Skeleton height="24" borderRadius="xl" aria-busy="true" /> : null}
      {query.isError && !query.data ? <ListError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data && rows.length === 0 ? (
        <EmptyPanel icon={MailIcon} title="admin.mail.contact.emptyTitle" body="admin.mail.contact.emptyBody" />
      ) : null}
      {rows.length > 0 ? (
        <Stack as="ul" gap="3" listStyleType="none">
          {rows.map((m) => (
            <ContactCard key={m.id} m={m} onRetry={() => send(m.id)} busy={busy(m.id)} />
          ))}
        </Stack>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          alignSelf="center"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          <FormattedMessage id="admin.mail.contact.older" />
        </Button>
      ) : null}
    </Stack>
  );
}

function FailedMails() {
  const list = useListParams({ sort: "createdAt", order: "desc" });
  const query = useFailedMails(list);
  const { send, busy } = useRetry("failed-mails");
  const columns: Column<FailedMail>[] = [
    {
      id: "createdAt",
      label: "admin.mail.col.createdAt",
      sort: "createdAt",
      render: (m) => <When value={m.createdAt} />,
    },
    { id: "category", label: "admin.mail.col.category", sort: "category", render: (m) => m.category },
    { id: "to", label: "admin.mail.col.to", render: (m) => <Text wordBreak="break-all">{m.to.join(", ")}</Text> },
    { id: "subject", label: "admin.mail.col.subject", render: (m) => <Text wordBreak="break-word">{m.subject}</Text> },
    { id: "attempts", label: "admin.mail.col.attempts", sort: "attempts", align: "end", render: (m) => m.attempts },
    {
      id: "error",
      label: "admin.mail.col.error",
      render: (m) => (
        <Text fontSize="xs" color="red.fg" wordBreak="break-word">
          {m.lastError ?? "—"}
        </Text>
      ),
    },
  ];
  return (
    <Stack gap="4" as="section" aria-labelledby="admin-failed-mails">
      <Heading as="h3" size="md" id="admin-failed-mails">
        <FormattedMessage id="admin.mail.failed.title" />
      </Heading>
      <AdminList
        caption="admin.mail.failed.title"
        columns={columns}
        rows={query.data?.rows}
        rowKey={(m) => m.id}
        actions={(m) => (
          <Button size="sm" variant="outline" loading={busy(m.id)} onClick={() => send(m.id)}>
            <FormattedMessage id="admin.mail.retry" />
          </Button>
        )}
        total={query.data?.total ?? 0}
        page={list.page}
        pageSize={query.data?.pageSize ?? 20}
        sort={list.sort}
        order={list.order}
        onSort={list.toggleSort}
        onPage={list.setPage}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={{ title: "admin.mail.failed.emptyTitle", body: "admin.mail.failed.emptyBody" }}
      />
    </Stack>
  );
}

/** /admin/mail: failed e-mails to send again, and the contact messages customers sent (with their delivery). */
export function AdminMailRoute() {
  return (
    <AdminPage title="admin.mail.title" subtitle="admin.mail.subtitle">
      <Stack gap="10">
        <FailedMails />
        <ContactMessages />
      </Stack>
    </AdminPage>
  );
}
