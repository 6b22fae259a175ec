// The home page's vehicles (docs/product/screens.md#home-vehicles), below the hero: what is live and ending soon, the popular
// makes, and the European offer. Loaded when the visitor scrolls near it, so `/`'s first load stays as it was.
import { Box, Button, Container, Heading, Link, Skeleton, Stack, Text, Wrap } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage, FormattedNumber } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import type { SearchPage } from "@/features/search/api/search-lots";
import { VehicleCard } from "@/features/lots/components/vehicle-card";
import type { MessageId } from "@/i18n/message-ids";
import {
  EUROPE_CARDS,
  makeSearchUrl,
  SHOWCASE_CARDS,
  useEndingSoon,
  useEuropeOffer,
  usePopularMakes,
} from "../api/showcase-calls";
import "./home-showcase.css";

function SectionHead({
  id,
  title,
  subtitle,
  action,
}: {
  id: string;
  title: MessageId;
  subtitle?: MessageId;
  action?: ReactNode;
}) {
  return (
    <Stack direction={{ base: "column", md: "row" }} justify="space-between" align={{ md: "end" }} gap="3">
      <Stack gap="1">
        <Heading as="h2" id={id} size={{ base: "xl", md: "2xl" }}>
          <FormattedMessage id={title} />
        </Heading>
        {subtitle ? (
          <Text color="fg.muted" maxW="2xl">
            <FormattedMessage id={subtitle} />
          </Text>
        ) : null}
      </Stack>
      {action}
    </Stack>
  );
}

function SeeAll({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="outline" size="sm" alignSelf={{ base: "start", md: "auto" }} flexShrink={0}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}

/** A row of cards: a swipeable strip on a phone, rows of four from a tablet up. */
function CardRow({
  query,
  count,
  testId,
}: {
  query: { data?: SearchPage; isPending: boolean; isError: boolean };
  count: number;
  testId: string;
}) {
  if (query.isError)
    return (
      <Text color="fg.muted" data-testid={`${testId}-failed`}>
        <FormattedMessage id="home.showcase.failed" />{" "}
        <Link asChild color="accent.fg" fontWeight="semibold">
          <RouterLink to="/search">
            <FormattedMessage id="home.showcase.openSearch" />
          </RouterLink>
        </Link>
      </Text>
    );
  if (query.isPending || !query.data)
    return (
      <div className="home-showcase__row" aria-hidden="true">
        {Array.from({ length: Math.min(count, 4) }, (_, i) => (
          <Skeleton key={i} h="30rem" borderRadius="l3" />
        ))}
      </div>
    );
  const items = query.data.items.slice(0, count);
  if (items.length === 0)
    return (
      <Text color="fg.muted" data-testid={`${testId}-empty`}>
        <FormattedMessage id="home.showcase.empty" />
      </Text>
    );
  return (
    <div className="home-showcase__row" data-testid={testId}>
      {items.map((lot) => (
        <VehicleCard key={`${lot.platform}:${lot.lotNumber}`} lot={lot} />
      ))}
    </div>
  );
}

function PopularMakes() {
  const makes = usePopularMakes();
  if (makes.isError || (makes.data && makes.data.length === 0)) return null;
  return (
    <Stack as="section" gap="5" aria-labelledby="home-makes">
      <SectionHead id="home-makes" title="home.showcase.makes.title" />
      <Wrap gap="2" data-testid="popular-makes">
        {makes.isPending
          ? Array.from({ length: 8 }, (_, i) => <Skeleton key={i} h="10" w="28" borderRadius="full" />)
          : makes.data.map((m) => (
              <Button key={m.make} asChild variant="outline" size="md" borderRadius="full">
                <RouterLink to={makeSearchUrl(m)}>
                  <span translate="no">{m.name}</span>
                  <Text as="span" color="fg.muted" fontWeight="normal" textStyle="numeric">
                    <FormattedNumber value={m.count} />
                  </Text>
                </RouterLink>
              </Button>
            ))}
      </Wrap>
    </Stack>
  );
}

export function HomeShowcase() {
  const ending = useEndingSoon();
  const europe = useEuropeOffer();
  const europeTotal = europe.data?.total ?? 0;
  return (
    <Box as="div" bg="bg.subtle" py={{ base: "12", md: "20" }} data-testid="home-showcase">
      <Container maxW="7xl">
        <Stack gap={{ base: "12", md: "16" }}>
          <Stack as="section" gap="6" aria-labelledby="home-ending">
            <SectionHead
              id="home-ending"
              title="home.showcase.ending.title"
              subtitle="home.showcase.ending.subtitle"
              action={
                <SeeAll to="/search">
                  <FormattedMessage id="home.showcase.ending.all" />
                </SeeAll>
              }
            />
            <CardRow query={ending} count={SHOWCASE_CARDS} testId="home-ending" />
          </Stack>
          <PopularMakes />
          {europe.isSuccess && europe.data.items.length === 0 ? null : (
            <Stack as="section" gap="6" aria-labelledby="home-europe">
              <SectionHead
                id="home-europe"
                title="home.showcase.europe.title"
                subtitle="home.showcase.europe.subtitle"
                action={
                  europeTotal > 0 ? (
                    <SeeAll to="/search?platform=europe">
                      <FormattedMessage id="home.showcase.europe.all" values={{ count: europeTotal }} />
                    </SeeAll>
                  ) : null
                }
              />
              <CardRow query={europe} count={EUROPE_CARDS} testId="home-europe" />
            </Stack>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
