import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router-dom";

/** Closing call to action of the public pages: register, or start browsing. */
export function CtaBand() {
  return (
    <Container maxW="7xl" pb={{ base: "12", md: "20" }}>
      <Stack
        layerStyle="hero"
        borderRadius="2xl"
        px={{ base: "6", md: "12" }}
        py={{ base: "10", md: "14" }}
        direction={{ base: "column", lg: "row" }}
        align={{ base: "start", lg: "center" }}
        justify="space-between"
        gap="6"
      >
        <Stack gap="2" maxW="2xl">
          <Heading as="h2" fontSize={{ base: "2xl", md: "3xl" }}>
            <FormattedMessage id="layout.cta.title" />
          </Heading>
          <Text color="ink.200">
            <FormattedMessage id="layout.cta.body" />
          </Text>
        </Stack>
        <Stack direction={{ base: "column", sm: "row" }} gap="3" w={{ base: "full", sm: "auto" }}>
          <Button asChild colorPalette="accent" size="lg">
            <RouterLink to="/register">
              <FormattedMessage id="layout.cta.register" />
            </RouterLink>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            color="fg.inverted"
            borderColor="whiteAlpha.400"
            _hover={{ bg: "whiteAlpha.200" }}
          >
            <RouterLink to="/search">
              <FormattedMessage id="layout.cta.browse" />
            </RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
