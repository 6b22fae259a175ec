import { Box, Circle, Container, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";
import { CtaBand } from "@/components/layouts/cta-band";
import {
  CheckIcon,
  DocumentIcon,
  GavelIcon,
  SearchIcon,
  ShieldIcon,
  ShipIcon,
  TruckIcon,
  WalletIcon,
  type AppIcon,
} from "@/components/ui/icons";
import { PageTitle } from "@/components/ui/page-title";
import { SearchBox } from "@/features/search/components/search-box";
import type { MessageId } from "@/i18n/message-ids";
import { withTexts } from "@/i18n/area-texts";

// The vehicles below the hero load on the visitor's first scroll, touch or key, or once the page has been idle a
// moment: `/`'s first load stays the hero alone (bench/web/README.md).
const HomeShowcase = lazy(
  withTexts(["showcase", "lotCard"], () =>
    import("@/features/showcase/components/home-showcase").then((m) => ({ default: m.HomeShowcase })),
  ),
);
const SHOWCASE_IDLE_MS = 3_000;
const ENGAGING = ["scroll", "wheel", "touchstart", "pointerdown", "keydown"] as const;

function ShowcaseWhenEngaged() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    const timer = setTimeout(show, SHOWCASE_IDLE_MS);
    for (const type of ENGAGING) window.addEventListener(type, show, { once: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of ENGAGING) window.removeEventListener(type, show);
    };
  }, [shown]);
  const placeholder = <Box minH="40rem" aria-hidden="true" />;
  return (
    <Box bg="bg.subtle">
      {shown ? (
        <Suspense fallback={placeholder}>
          <HomeShowcase />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}

interface Feature {
  icon: AppIcon;
  title: MessageId;
  body: MessageId;
}

const steps: readonly Feature[] = [
  { icon: SearchIcon, title: "home.steps.step1Title", body: "home.steps.step1Body" },
  { icon: GavelIcon, title: "home.steps.step2Title", body: "home.steps.step2Body" },
  { icon: ShipIcon, title: "home.steps.step3Title", body: "home.steps.step3Body" },
  { icon: TruckIcon, title: "home.steps.step4Title", body: "home.steps.step4Body" },
];

const reasons: readonly Feature[] = [
  { icon: DocumentIcon, title: "home.why.costsTitle", body: "home.why.costsBody" },
  { icon: WalletIcon, title: "home.why.depositTitle", body: "home.why.depositBody" },
  { icon: ShieldIcon, title: "home.why.trackingTitle", body: "home.why.trackingBody" },
];

const heroPoints: readonly MessageId[] = ["home.hero.point1", "home.hero.point2", "home.hero.point3"];

function Hero() {
  return (
    <Box as="section" layerStyle="hero" aria-labelledby="hero-title">
      <Container
        maxW="7xl"
        minH={{ base: "auto", lg: "min(52rem, 92vh)" }}
        pt={{ base: "28", md: "36" }}
        pb={{ base: "16", md: "24" }}
        display="flex"
        alignItems="center"
      >
        <Stack gap={{ base: "6", md: "8" }} align="center" textAlign="center" w="full">
          <Text
            textStyle="eyebrow"
            px="3"
            py="1.5"
            borderRadius="full"
            borderWidth="1px"
            borderColor="whiteAlpha.300"
            bg="whiteAlpha.100"
            color="ink.100"
          >
            <FormattedMessage id="home.hero.eyebrow" />
          </Text>
          <Heading
            as="h1"
            id="hero-title"
            fontSize={{ base: "3xl", sm: "4xl", md: "5xl", lg: "6xl" }}
            lineHeight="1.08"
            fontWeight="bold"
            maxW="4xl"
          >
            <FormattedMessage id="home.hero.title" />
          </Heading>
          <Text fontSize={{ base: "md", md: "xl" }} color="ink.200" maxW="2xl">
            <FormattedMessage id="home.hero.subtitle" />
          </Text>
          <Stack gap="3" w="full" maxW="2xl" mt={{ base: "2", md: "4" }}>
            <SearchBox />
            <Text fontSize="sm" color="ink.300">
              <FormattedMessage id="search.box.hint" />
            </Text>
          </Stack>
          <HStack
            as="ul"
            listStyleType="none"
            gap={{ base: "3", md: "8" }}
            flexWrap="wrap"
            justify="center"
            color="ink.100"
            fontSize="sm"
          >
            {heroPoints.map((id) => (
              <HStack as="li" key={id} gap="2">
                <CheckIcon boxSize="4" color="accent.400" />
                <FormattedMessage id={id} />
              </HStack>
            ))}
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}

function SectionHeading({ eyebrow, title }: { eyebrow: MessageId; title: MessageId }) {
  return (
    <Stack gap="3" maxW="2xl">
      <Text textStyle="eyebrow" color="accent.fg">
        <FormattedMessage id={eyebrow} />
      </Text>
      <Heading as="h2" fontSize={{ base: "2xl", md: "4xl" }} lineHeight="1.15">
        <FormattedMessage id={title} />
      </Heading>
    </Stack>
  );
}

export function HomeRoute() {
  return (
    <>
      <PageTitle />
      <Hero />
      <ShowcaseWhenEngaged />

      <Container as="section" maxW="7xl" py={{ base: "14", md: "24" }}>
        <Stack gap={{ base: "8", md: "12" }}>
          <SectionHeading eyebrow="home.steps.eyebrow" title="home.steps.title" />
          <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: "4", md: "6" }}>
            {steps.map(({ icon: Icon, title, body }, index) => (
              <Stack as="li" key={title} layerStyle="card" gap="3" p="6">
                <HStack justify="space-between">
                  <Text textStyle="eyebrow" color="accent.fg">
                    <FormattedMessage id="home.steps.step" values={{ number: index + 1 }} />
                  </Text>
                  <Icon boxSize="6" color="ink.400" />
                </HStack>
                <Heading as="h3" size="md">
                  <FormattedMessage id={title} />
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  <FormattedMessage id={body} />
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>

      <Box as="section" bg="bg.subtle" borderYWidth="1px" borderColor="border">
        <Container maxW="7xl" py={{ base: "14", md: "24" }}>
          <Stack gap={{ base: "8", md: "12" }}>
            <SectionHeading eyebrow="home.why.eyebrow" title="home.why.title" />
            <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: "6", md: "10" }}>
              {reasons.map(({ icon: Icon, title, body }) => (
                <Stack key={title} gap="3">
                  <Circle size="12" bg="ink.900" color="accent.400">
                    <Icon boxSize="6" />
                  </Circle>
                  <Heading as="h3" size="md">
                    <FormattedMessage id={title} />
                  </Heading>
                  <Text color="fg.muted">
                    <FormattedMessage id={body} />
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Stack>
        </Container>
      </Box>

      <Box pt={{ base: "12", md: "20" }}>
        <CtaBand />
      </Box>
    </>
  );
}
