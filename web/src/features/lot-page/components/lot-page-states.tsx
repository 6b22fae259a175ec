// The lot page's loading skeleton (the final layout's shape), its 404 and its error state.
import {
  AspectRatio,
  Button,
  Circle,
  Container,
  Grid,
  Heading,
  HStack,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { SearchIcon } from "@/components/ui/icons";
import { PageTitle } from "@/components/ui/page-title";

export function LotPageSkeleton() {
  const intl = useIntl();
  return (
    <Container
      maxW="7xl"
      py={{ base: "4", md: "8" }}
      aria-busy="true"
      aria-label={intl.formatMessage({ id: "lot.page.loading" })}
    >
      <Skeleton h="8" w={{ base: "80%", md: "50%" }} mb="6" />
      <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) 24rem" }} gap={{ base: "5", lg: "8" }}>
        <Stack gap="3">
          <AspectRatio ratio={4 / 3}>
            <Skeleton borderRadius="xl" />
          </AspectRatio>
          <HStack gap="2">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} w="20" h="14" borderRadius="md" />
            ))}
          </HStack>
        </Stack>
        <Stack layerStyle="card" p="5" gap="4">
          <Skeleton h="6" w="40%" />
          <Skeleton h="14" />
          <SkeletonText noOfLines={3} />
          <Skeleton h="12" />
          <Skeleton h="10" />
        </Stack>
      </Grid>
    </Container>
  );
}

export function LotNotFound() {
  return (
    <Container maxW="3xl" py={{ base: "10", md: "16" }}>
      <PageTitle id="lot.notFound.title" />
      <Stack
        layerStyle="card"
        align="center"
        textAlign="center"
        gap="3"
        p={{ base: "6", md: "10" }}
        data-testid="lot-not-found"
      >
        <Circle size="12" bg="accent.subtle" color="accent.fg">
          <SearchIcon boxSize="6" />
        </Circle>
        <Heading as="h1" size="lg">
          <FormattedMessage id="lot.notFound.title" />
        </Heading>
        <Text color="fg.muted" maxW="md">
          <FormattedMessage id="lot.notFound.body" />
        </Text>
        <Button asChild colorPalette="accent" mt="2">
          <RouterLink to="/search">
            <FormattedMessage id="lot.notFound.action" />
          </RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

export function LotLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Container maxW="3xl" py={{ base: "10", md: "16" }}>
      <Stack layerStyle="card" align="center" textAlign="center" gap="3" p="10" role="alert">
        <Heading as="h1" size="lg">
          <FormattedMessage id="lot.error.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="lot.error.body" />
        </Text>
        <Button colorPalette="accent" onClick={onRetry}>
          <FormattedMessage id="lot.error.retry" />
        </Button>
      </Stack>
    </Container>
  );
}
