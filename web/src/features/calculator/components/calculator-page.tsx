// /calculator: the landed cost in Lithuania of a bid, every line with its rule, from assumptions the
// visitor edits. The assumptions live in the query string (replaced on each change), so the address bar is always
// a link that restores them.
import { Box, Button, chakra, Container, Grid, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { Money } from "@/components/ui/money";
import { PageTitle } from "@/components/ui/page-title";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useCalculatorOptions, type CalculatorYard } from "../api/get-calculator-options";
import { useLandedCost } from "../api/get-landed-cost";
import {
  apiQueryFromState,
  paramsFromState,
  priceTooHigh,
  stateFromParams,
  type CalculatorState,
} from "../calculator-state";
import { CalculatorForm } from "./calculator-form";
import { CostBreakdown } from "./cost-breakdown";

const DEBOUNCE_MS = 350;

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The chosen yard of the platform (matched loosely, as the API does), else the platform's first yard. */
function resolveYard(yards: readonly CalculatorYard[], state: CalculatorState): CalculatorYard | undefined {
  const own = yards.filter((y) => y.platform === state.platform);
  const wanted = normalise(state.yard);
  return (wanted ? own.find((y) => normalise(y.yard) === wanted) : undefined) ?? own[0];
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function CalculatorPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  // The form edits its own state (a URL update is a navigation, which React may defer: quick edits would otherwise
  // each start from a stale address), and the address follows it.
  const [state, setState] = useState(() => stateFromParams(params));
  const shared = paramsFromState(state).toString();
  useEffect(() => {
    if (shared !== window.location.search.replace(/^\?/, ""))
      setParams(new URLSearchParams(shared), { replace: true, preventScrollReset: true });
  }, [shared, setParams]);
  const options = useCalculatorOptions();
  const yard = options.data ? resolveYard(options.data.yards, state) : undefined;
  const apiQuery = useDebounced(apiQueryFromState(state, yard?.yard)?.toString() ?? null, DEBOUNCE_MS);
  const cost = useLandedCost(apiQuery === null ? null : new URLSearchParams(apiQuery));

  const change = (patch: Partial<CalculatorState>) => setState((current) => ({ ...current, ...patch }));

  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(intl.formatMessage({ id: "calculator.page.linkCopied" }));
    } catch {
      toast.error(intl.formatMessage({ id: "calculator.page.linkNotCopied" }));
    }
  };

  // A 400 names what cannot be priced (e.g. a country outside the EU): the server's words, shown as they are.
  const fieldProblem = cost.isError && isApiError(cost.error) ? (Object.values(cost.error.errors)[0] ?? null) : null;
  let result;
  if (options.isError || cost.isError) {
    result = (
      <Stack gap="3" role="alert" data-testid="calculator-error">
        <Text fontWeight="semibold">
          <FormattedMessage id="calculator.page.errorTitle" />
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {fieldProblem ?? <FormattedMessage id="calculator.page.errorBody" />}
        </Text>
        <HStack>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void (options.isError ? options.refetch() : cost.refetch())}
          >
            <FormattedMessage id="calculator.page.retry" />
          </Button>
        </HStack>
      </Stack>
    );
  } else if (state.price === "" || priceTooHigh(state.price)) {
    result = (
      <Text color="fg.muted">
        <FormattedMessage id="calculator.page.enterPrice" />
      </Text>
    );
  } else if (!cost.data) {
    result = (
      <Stack gap="2" aria-busy="true">
        {Array.from({ length: 10 }, (_, i) => (
          <Skeleton key={i} h="7" />
        ))}
      </Stack>
    );
  } else {
    result = <CostBreakdown cost={cost.data} stale={cost.isPlaceholderData || cost.isFetching} />;
  }

  return (
    <>
      <PageTitle id="calculator.page.title" />
      <Box bg="bg.subtle" borderBottomWidth="1px" borderColor="border">
        <Container maxW="7xl" py={{ base: "8", md: "12" }}>
          <Stack gap="2" maxW="3xl">
            <Text textStyle="eyebrow" color="accent.fg">
              <FormattedMessage id="calculator.page.eyebrow" />
            </Text>
            <Heading as="h1" fontSize={{ base: "2xl", md: "4xl" }}>
              <FormattedMessage id="calculator.page.title" />
            </Heading>
            <Text color="fg.muted">
              <FormattedMessage id="calculator.page.lead" />
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: "6", md: "10" }}>
        <Grid
          templateColumns={{ base: "minmax(0, 1fr)", lg: "24rem minmax(0, 1fr)" }}
          gap={{ base: "6", lg: "8" }}
          alignItems="start"
        >
          <Box>
            <Box layerStyle="card" p={{ base: "4", md: "6" }}>
              <CalculatorForm state={state} onChange={change} options={options.data} yard={yard} />
            </Box>
            {/* On a phone the breakdown sits below the form: the total follows the visitor while they edit. */}
            {cost.data && state.price !== "" ? (
              <chakra.button
                type="button"
                onClick={() => document.getElementById("calculator-result")?.scrollIntoView({ block: "start" })}
                display={{ base: "flex", lg: "none" }}
                position="sticky"
                bottom="3"
                mt="3"
                // It ends left of the floating contact button (3rem wide, 1rem from the edge) instead of under it.
                w="calc(100% - 3.75rem)"
                layerStyle="card"
                boxShadow="lg"
                px="4"
                py="3"
                alignItems="center"
                justifyContent="space-between"
                gap="3"
                data-testid="calculator-sticky-total"
              >
                <Text fontSize="sm" fontWeight="semibold" textAlign="start">
                  <FormattedMessage id="calculator.breakdown.total" />
                </Text>
                <Text fontSize="lg" fontWeight="bold">
                  <Money amount={cost.data.total} currency="EUR" />
                </Text>
              </chakra.button>
            ) : null}
          </Box>
          <Stack
            layerStyle="card"
            p={{ base: "4", md: "6" }}
            gap="4"
            as="section"
            aria-labelledby="calculator-result"
            data-testid="calculator-result"
          >
            <HStack justify="space-between" align="start" gap="3" wrap="wrap">
              <Stack gap="1">
                <Heading as="h2" size="lg" id="calculator-result">
                  <FormattedMessage id="calculator.page.resultTitle" />
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage id="calculator.page.resultLead" />
                </Text>
              </Stack>
              <Button size="sm" variant="outline" onClick={() => void share()} data-testid="calculator-share">
                <FormattedMessage id="calculator.page.share" />
              </Button>
            </HStack>
            {result}
            <Text fontSize="xs" color="fg.subtle">
              <FormattedMessage id="calculator.page.disclaimer" />
            </Text>
          </Stack>
        </Grid>
      </Container>
    </>
  );
}
