import {
  Box,
  Button,
  CloseButton,
  Container,
  Drawer,
  Grid,
  Heading,
  Portal,
  SkeletonText,
  Stack,
  Text,
  useBreakpointValue,
} from "@chakra-ui/react";
import { drawerSlotRecipe } from "@chakra-ui/react/theme";
import { memo, useCallback, useDeferredValue, useRef, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { PageTitle } from "@/components/ui/page-title";
import { FIRST_SCREEN_PHOTOS } from "../api/early-search";
import { useOptionCounts } from "../api/option-counts";
import { toSearchFailure, useSearchLots, type SearchLot } from "../api/search-lots";
import { useCooldown } from "../hooks/use-cooldown";
import { useResultsView, type ResultsView } from "../hooks/use-results-view";
import { useSearchState } from "../hooks/use-search-state";
import {
  activeFilterKeys,
  compactFilters,
  lastReachablePage,
  MAX_RESULT_OFFSET,
  withoutFilter,
  type SearchAction,
  type SearchFilters,
  type SearchState,
} from "../search-params";
import { ActiveFilterChips } from "./active-filter-chips";
import { RefineSidebar as RefineSidebarAlways } from "./refine-sidebar";
import { ResultsToolbar } from "./results-toolbar";
import { SearchForm as SearchFormAlways } from "./search-form";
import { FilterIcon } from "./search-icons";
import { SearchPagination } from "./search-pagination";
import { CooldownPanel, NoResults, ResultsSkeleton, resultsGridColumns, SearchErrorPanel } from "./search-states";

// The form and the sidebar are large (fifteen fields, long option lists): they re-render only when their props change,
// not for each change of the page's queries or its cooldown clock.
const SearchForm = memo(SearchFormAlways);
const RefineSidebar = memo(RefineSidebarAlways);

/** Cards drawn in the first render of a result list; the rest follow in a background render. */
const FIRST_CARDS = 6;

/**
 * The vehicle cards. A page of 24 to 96 full cards is a long piece of main-thread work (Chakra styles each one as it
 * renders): the first row or two are drawn at once, the rest in a background render that React splits into short
 * slices, so the page answers input meanwhile (Lighthouse's blocking time on /search). A new page keeps the
 * previous cards, dimmed, until its own are ready. Memoised: the page re-renders for every change of its queries
 * (those renders are synchronous), and the cards need to follow only their own props.
 */
const ResultsList = memo(function ResultsList({
  items,
  view,
  renderLot,
  stale,
}: {
  items: SearchLot[];
  view: ResultsView;
  renderLot: SearchPageProps["renderLot"];
  stale: boolean;
}) {
  const shown = useDeferredValue(items, items.slice(0, FIRST_CARDS));
  const busy = stale || shown !== items;
  return (
    <Grid
      as="ul"
      listStyleType="none"
      templateColumns={resultsGridColumns(view)}
      gap="4"
      opacity={stale ? 0.6 : 1}
      transition="opacity 0.2s"
      aria-busy={busy}
      data-testid="results"
      data-view={view}
    >
      {shown.map((lot, index) => (
        <li key={lot.id}>{renderLot(lot, view, index < FIRST_SCREEN_PHOTOS)}</li>
      ))}
    </Grid>
  );
});

export interface SearchPageProps {
  /**
   * Draws one result; the route passes the lots feature's vehicle card (features do not import each other). `first`:
   * one of the first cards, whose photo is in the first screen. Keep it the same function from render to render.
   */
  renderLot: (lot: SearchLot, view: ResultsView, first: boolean) => ReactNode;
}

/**
 * /search (docs/product/search.md#filters, docs/product/screens.md#routes): the search form and sidebar refinements (a
 * drawer on phones), active-filter chips, sort, page size, grid or list of vehicle cards and paging; loading, empty,
 * error and cooldown states. The URL is the state: every change is a navigation.
 */
export function SearchPage({ renderLot }: SearchPageProps) {
  const intl = useIntl();
  const { state, action, go } = useSearchState();
  const query = useSearchLots(state, action);
  const optionCounts = useOptionCounts(state).data ?? null;
  const [view, setView] = useResultsView();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const desktop = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  const resultsRef = useRef<HTMLDivElement>(null);

  const failure = query.isError ? toSearchFailure(query.error) : null;
  const cooldown = failure?.kind === "cooldown" ? { at: query.errorUpdatedAt, seconds: failure.seconds } : null;
  const waitSeconds = useCooldown(cooldown, () => void query.refetch());
  const busy = waitSeconds !== null;

  const move = useCallback(
    (next: Partial<SearchState>, nextAction: SearchAction, toTop = false) => {
      setDrawerOpen(false);
      go({ ...state, page: 1, ...next }, nextAction);
      if (toTop) resultsRef.current?.scrollIntoView({ block: "start" });
    },
    [go, state],
  );
  // The same function until the URL changes: the form and the sidebar (memoised) skip the page's other renders.
  const search = useCallback(
    (filters: SearchFilters, nextAction: SearchAction) => move({ filters: compactFilters(filters) }, nextAction),
    [move],
  );
  const clearAll = () => move({ filters: {} }, "clear-filters");
  const hasFilters = activeFilterKeys(state.filters).length > 0;
  // A new URL resets the forms' drafts to what it says (a chip removed, the back button, a header search).
  const formKey = JSON.stringify(state.filters);

  // Query results arrive as synchronous updates (an external store): the results are drawn from a deferred copy,
  // which React renders in short slices, instead of in one long task when the answer lands.
  const data = useDeferredValue(query.data);
  const pages = data ? Math.min(data.totalPages, lastReachablePage(state.pageSize)) : 0;
  const range =
    data && data.items.length > 0
      ? {
          from: (data.page - 1) * data.pageSize + 1,
          to: (data.page - 1) * data.pageSize + data.items.length,
          total: data.total,
          totalIsLowerBound: data.totalIsLowerBound,
        }
      : null;

  let content: ReactNode;
  if (failure?.kind === "cooldown" && waitSeconds !== null) {
    content = <CooldownPanel action={action} seconds={waitSeconds} />;
  } else if (failure && failure.kind !== "cooldown") {
    content = <SearchErrorPanel kind={failure.kind} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (!data) {
    content = <ResultsSkeleton view={view} count={view === "list" ? 3 : 6} />;
  } else if (data.items.length === 0) {
    content = <NoResults onClear={hasFilters ? clearAll : null} />;
  } else {
    content = (
      <Stack gap="6">
        <ResultsList
          items={data.items}
          view={view}
          renderLot={renderLot}
          stale={query.isPlaceholderData || data !== query.data}
        />
        <SearchPagination
          page={data.page}
          pages={pages}
          disabled={busy}
          onPage={(page) => move({ filters: state.filters, page }, "search", true)}
        />
        {data.totalPages > pages && data.page === pages ? (
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            <FormattedMessage id="search.results.capped" values={{ max: MAX_RESULT_OFFSET }} />
          </Text>
        ) : null}
      </Stack>
    );
  }

  const sidebar = (
    <RefineSidebar
      key={`sidebar-${formKey}`}
      filters={state.filters}
      onSearch={search}
      waitSeconds={waitSeconds}
      counts={optionCounts}
    />
  );
  const form = (layout: "wide" | "narrow") => (
    <SearchForm
      key={`form-${formKey}`}
      filters={state.filters}
      onSearch={search}
      waitSeconds={waitSeconds}
      layout={layout}
    />
  );
  const activeCount = activeFilterKeys(state.filters).length;
  // The refinements (fourteen fields and their option lists) follow the first render in a background one: the form
  // and the first cards come first (blocking time on /search).
  const sidebarReady = useDeferredValue(true, false);

  return (
    <>
      <PageTitle id="search.page.title" />
      <Box bg="bg.subtle" borderBottomWidth="1px" borderColor="border">
        <Container maxW="7xl" py={{ base: "6", md: "8" }}>
          <Stack gap="5">
            <Stack gap="1">
              <Heading as="h1" fontSize={{ base: "2xl", md: "3xl" }}>
                <FormattedMessage id="search.page.title" />
              </Heading>
              <Text color="fg.muted">
                <FormattedMessage id="search.page.lead" />
              </Text>
            </Stack>
            {desktop ? (
              <Box layerStyle="card" p="5">
                {form("wide")}
              </Box>
            ) : (
              <Button variant="outline" bg="bg" onClick={() => setDrawerOpen(true)} data-testid="open-filters">
                <FilterIcon />
                {activeCount > 0 ? (
                  <FormattedMessage id="search.filters.openCount" values={{ count: activeCount }} />
                ) : (
                  <FormattedMessage id="search.filters.open" />
                )}
              </Button>
            )}
          </Stack>
        </Container>
      </Box>

      <Container maxW="7xl" py={{ base: "6", md: "8" }}>
        <Grid
          templateColumns={{ base: "1fr", lg: "17rem minmax(0, 1fr)" }}
          gap={{ base: "6", lg: "8" }}
          alignItems="start"
        >
          {desktop ? (
            <Box
              as="aside"
              layerStyle="card"
              p="5"
              position="sticky"
              top="calc(var(--chakra-sizes-header) + 1rem)"
              // Taller than the window: the sidebar scrolls on its own, so its buttons stay reachable.
              maxH="calc(100dvh - var(--chakra-sizes-header) - 2rem)"
              overflowY="auto"
            >
              {sidebarReady ? sidebar : <SkeletonText noOfLines={12} gap="4" data-testid="sidebar-skeleton" />}
            </Box>
          ) : null}
          <Stack
            as="section"
            ref={resultsRef}
            gap="4"
            aria-label={intl.formatMessage({ id: "search.results.label" })}
            scrollMarginTop="calc(var(--chakra-sizes-header) + 1rem)"
            minW="0"
          >
            <ActiveFilterChips
              filters={state.filters}
              disabled={busy}
              onRemove={(key) => move({ filters: withoutFilter(state.filters, key) }, "remove-filter")}
              onClearAll={clearAll}
            />
            <ResultsToolbar
              range={range}
              order={state.order}
              pageSize={state.pageSize}
              view={view}
              disabled={busy}
              onOrder={(order) => move({ order }, "search")}
              onPageSize={(pageSize) => move({ pageSize }, "search")}
              onView={setView}
            />
            {content}
          </Stack>
        </Grid>
      </Container>

      {desktop ? null : (
        <Drawer.Root
          recipe={drawerSlotRecipe}
          open={drawerOpen}
          onOpenChange={(d) => setDrawerOpen(d.open)}
          placement="start"
          size="full"
        >
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content data-testid="filters-drawer" maxW="md">
                <Drawer.Header borderBottomWidth="1px" borderColor="border">
                  <Drawer.Title>
                    <FormattedMessage id="search.filters.drawerTitle" />
                  </Drawer.Title>
                </Drawer.Header>
                <Drawer.Body py="5">
                  <Stack gap="8">
                    {form("narrow")}
                    <Box borderTopWidth="1px" borderColor="border" pt="6">
                      {sidebar}
                    </Box>
                  </Stack>
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={intl.formatMessage({ id: "search.filters.close" })} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}
    </>
  );
}
