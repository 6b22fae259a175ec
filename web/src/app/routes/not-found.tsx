import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { PageTitle } from "@/components/ui/page-title";
import { SearchBox } from "@/features/search/components/search-box";

export function NotFoundRoute() {
  return (
    <>
      <PageTitle id="errors.notFound.title" />
      <Container maxW="3xl" py={{ base: "16", md: "28" }}>
        <Stack gap="6" align="center" textAlign="center">
          <Text
            aria-hidden="true"
            fontSize={{ base: "6xl", md: "8xl" }}
            fontWeight="bold"
            lineHeight="1"
            letterSpacing="-0.04em"
            color="accent.solid"
            textStyle="numeric"
          >
            <FormattedMessage id="errors.notFound.code" />
          </Text>
          <Heading as="h1" fontSize={{ base: "2xl", md: "4xl" }}>
            <FormattedMessage id="errors.notFound.title" />
          </Heading>
          <Text color="fg.muted" fontSize={{ base: "md", md: "lg" }} maxW="xl">
            <FormattedMessage id="errors.notFound.body" />
          </Text>
          <Stack w="full" maxW="xl" gap="4">
            <SearchBox variant="mobile" />
            <Button asChild colorPalette="accent" variant="subtle" alignSelf="center">
              <RouterLink to="/">
                <FormattedMessage id="errors.notFound.home" />
              </RouterLink>
            </Button>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
