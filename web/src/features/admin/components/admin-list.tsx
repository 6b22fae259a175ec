// Every admin table: a sortable, paged table on desktop and one card per row below md (375 px phones). Cells
// render what the API gave as text; customers' words never become markup here.
import { Box, Button, chakra, HStack, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { tableSlotRecipe } from "@chakra-ui/react/theme";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { EmptyPanel } from "@/components/ui/empty-panel";
import { ArrowUpIcon, ChevronDownIcon, CompassIcon, RefreshIcon } from "@/components/ui/icons";
import type { MessageId } from "@/i18n/message-ids";
import { adminErrorMessage } from "../api/admin-errors";
import type { SortOrder } from "../hooks/use-list-params";

export interface Column<T> {
  id: string;
  label: MessageId;
  /** The API's sort name, when the column can be sorted. */
  sort?: string;
  render: (row: T) => ReactNode;
  align?: "start" | "end";
}

export interface AdminListProps<T> {
  caption: MessageId;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** The row's actions: the last table column, the card's footer. */
  actions?: (row: T) => ReactNode;
  total: number;
  page: number;
  pageSize: number;
  sort: string;
  order: SortOrder;
  onSort: (field: string) => void;
  onPage: (page: number) => void;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  empty: { title: MessageId; body: MessageId };
}

const SortButton = chakra("button", {
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: "1",
    fontWeight: "inherit",
    cursor: "pointer",
    borderRadius: "l1",
    _hover: { color: "fg" },
    _focusVisible: { outline: "2px solid", outlineColor: "accent.solid" },
  },
});

function HeaderCell<T>({
  column,
  sort,
  order,
  onSort,
}: {
  column: Column<T>;
  sort: string;
  order: SortOrder;
  onSort: (f: string) => void;
}) {
  const active = column.sort !== undefined && column.sort === sort;
  const ariaSort = active ? (order === "asc" ? "ascending" : "descending") : undefined;
  return (
    <Table.ColumnHeader aria-sort={ariaSort} textAlign={column.align === "end" ? "end" : "start"} whiteSpace="nowrap">
      {column.sort ? (
        <SortButton type="button" onClick={() => onSort(column.sort!)}>
          <FormattedMessage id={column.label} />
          {active ? (
            order === "asc" ? (
              <ArrowUpIcon boxSize="3.5" aria-hidden />
            ) : (
              <ChevronDownIcon boxSize="3.5" aria-hidden />
            )
          ) : null}
        </SortButton>
      ) : (
        <FormattedMessage id={column.label} />
      )}
    </Table.ColumnHeader>
  );
}

export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (p: number) => void;
}) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 1) return null;
  return (
    <HStack as="nav" justify="space-between" gap="3" aria-label={intl.formatMessage({ id: "admin.list.pager" })}>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="admin.list.previous" />
      </Button>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="admin.list.pageOf" values={{ page, pages, total }} />
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="admin.list.next" />
      </Button>
    </HStack>
  );
}

export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Stack layerStyle="card" align="center" textAlign="center" gap="3" p="10" role="alert">
      <Text fontWeight="semibold">
        <FormattedMessage id="admin.list.errorTitle" />
      </Text>
      <Text color="fg.muted">{adminErrorMessage(intl, error)}</Text>
      <Button variant="outline" onClick={onRetry}>
        <RefreshIcon boxSize="4" />
        <FormattedMessage id="admin.list.retry" />
      </Button>
    </Stack>
  );
}

export function AdminList<T>(props: AdminListProps<T>) {
  const intl = useIntl();
  const { columns, rows, rowKey, actions, isPending, error } = props;

  if (isPending)
    return (
      <Stack gap="3" aria-busy="true" aria-label={intl.formatMessage({ id: "admin.list.loading" })}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="14" borderRadius="l2" />
        ))}
      </Stack>
    );
  if (error && !rows) return <ListError error={error} onRetry={props.onRetry} />;
  if (!rows || rows.length === 0)
    return <EmptyPanel icon={CompassIcon} title={props.empty.title} body={props.empty.body} />;

  return (
    <Stack gap="4">
      <Box hideBelow="md" layerStyle="card" overflowX="auto" p="0">
        <Table.Root recipe={tableSlotRecipe} size="sm" interactive>
          <chakra.caption srOnly>
            <FormattedMessage id={props.caption} />
          </chakra.caption>
          <Table.Header>
            <Table.Row>
              {columns.map((c) => (
                <HeaderCell key={c.id} column={c} sort={props.sort} order={props.order} onSort={props.onSort} />
              ))}
              {actions ? (
                <Table.ColumnHeader textAlign="end">
                  <FormattedMessage id="admin.list.actions" />
                </Table.ColumnHeader>
              ) : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={rowKey(row)} data-testid="admin-row">
                {columns.map((c) => (
                  <Table.Cell key={c.id} textAlign={c.align === "end" ? "end" : "start"} verticalAlign="top">
                    {c.render(row)}
                  </Table.Cell>
                ))}
                {actions ? (
                  <Table.Cell textAlign="end" verticalAlign="top">
                    <HStack justify="end" gap="2">
                      {actions(row)}
                    </HStack>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>

      <Stack as="ul" hideFrom="md" gap="3" listStyleType="none" aria-label={intl.formatMessage({ id: props.caption })}>
        {rows.map((row) => (
          <Stack as="li" key={rowKey(row)} layerStyle="card" gap="2" p="4" data-testid="admin-card">
            {columns.map((c) => (
              <HStack key={c.id} justify="space-between" align="start" gap="3" fontSize="sm">
                <Text color="fg.muted" flexShrink={0}>
                  <FormattedMessage id={c.label} />
                </Text>
                <Box textAlign="end" minW="0" wordBreak="break-word">
                  {c.render(row)}
                </Box>
              </HStack>
            ))}
            {actions ? (
              <HStack justify="end" gap="2" pt="2" wrap="wrap">
                {actions(row)}
              </HStack>
            ) : null}
          </Stack>
        ))}
      </Stack>

      <Pager page={props.page} pageSize={props.pageSize} total={props.total} onPage={props.onPage} />
    </Stack>
  );
}
