import { chakra, Group, HStack, IconButton, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ResultsView } from "../hooks/use-results-view";
import { PAGE_SIZE_OPTIONS } from "../search-params";
import { GridViewIcon, ListIcon } from "./search-icons";

export interface ResultsRange {
  from: number;
  to: number;
  total: number;
  totalIsLowerBound: boolean;
}

/** Result count ('Showing 1–24 of 312 vehicles'), sort by auction date, items per page and the grid/list switch. */
export function ResultsToolbar({
  range,
  order,
  pageSize,
  view,
  onOrder,
  onPageSize,
  onView,
  disabled,
}: {
  range: ResultsRange | null;
  order: "asc" | "desc";
  pageSize: number;
  view: ResultsView;
  onOrder: (order: "asc" | "desc") => void;
  onPageSize: (size: number) => void;
  onView: (view: ResultsView) => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  return (
    <Stack
      direction={{ base: "column", md: "row" }}
      justify="space-between"
      align={{ base: "stretch", md: "center" }}
      gap="3"
    >
      <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="results-range" minH="5">
        {range && range.total > 0 ? (
          <FormattedMessage
            id={range.totalIsLowerBound ? "search.results.showingLowerBound" : "search.results.showing"}
            values={{ from: range.from, to: range.to, total: range.total }}
          />
        ) : null}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        <NativeSelect.Root size="sm" w={{ base: "full", md: "auto" }} disabled={disabled}>
          <NativeSelect.Field
            name="order"
            aria-label={intl.formatMessage({ id: "search.toolbar.sort" })}
            value={order}
            onChange={(e) => onOrder(e.currentTarget.value === "desc" ? "desc" : "asc")}
            bg="bg"
          >
            <option value="asc">{intl.formatMessage({ id: "search.toolbar.sortAsc" })}</option>
            <option value="desc">{intl.formatMessage({ id: "search.toolbar.sortDesc" })}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <HStack gap="1.5" flex={{ base: "1", md: "initial" }}>
          <chakra.label htmlFor="search-page-size" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            <FormattedMessage id="search.toolbar.pageSize" />
          </chakra.label>
          <NativeSelect.Root size="sm" w="5.5rem" disabled={disabled}>
            <NativeSelect.Field
              id="search-page-size"
              name="pageSize"
              value={String(pageSize)}
              onChange={(e) => onPageSize(Number(e.currentTarget.value))}
              bg="bg"
            >
              {PAGE_SIZE_OPTIONS.map((size) => (
                <option key={size} value={size}>
                  {intl.formatNumber(size)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <Group attached role="group" aria-label={intl.formatMessage({ id: "search.toolbar.view" })}>
          {(["grid", "list"] as const).map((v) => (
            <IconButton
              key={v}
              size="sm"
              variant={view === v ? "solid" : "outline"}
              colorPalette="ink"
              aria-pressed={view === v}
              aria-label={intl.formatMessage({ id: v === "grid" ? "search.toolbar.grid" : "search.toolbar.list" })}
              onClick={() => onView(v)}
            >
              {v === "grid" ? <GridViewIcon /> : <ListIcon />}
            </IconButton>
          ))}
        </Group>
      </HStack>
    </Stack>
  );
}
