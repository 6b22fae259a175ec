import { Box, Container, Flex, Grid, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Outlet, Link as RouterLink } from "react-router-dom";
import { ArrowLeftIcon, CheckIcon } from "@/components/ui/icons";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { Logo } from "@/components/ui/logo";
import { RedirectSignedIn } from "@/features/auth/components/auth-gates";
import type { MessageId } from "@/i18n/message-ids";

const points: readonly MessageId[] = ["auth.layout.point1", "auth.layout.point2", "auth.layout.point3"];

/**
 * /login, /register and /reset-password*: no public chrome (docs/product/screens.md#layouts), a form column and a brand
 * panel.
 */
export function AuthLayout() {
  const intl = useIntl();
  return (
    <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) minmax(0, 1fr)" }} minH="100dvh">
      <Flex direction="column" px={{ base: "5", md: "10" }} py={{ base: "5", md: "8" }} bg="bg">
        <HStack justify="space-between">
          <Link
            asChild
            color="fg"
            _hover={{ textDecoration: "none" }}
            aria-label={intl.formatMessage(
              { id: "layout.header.homeLink" },
              { name: intl.formatMessage({ id: "app.brand.name" }) },
            )}
          >
            <RouterLink to="/">
              <Logo />
            </RouterLink>
          </Link>
          <LanguageSwitch />
        </HStack>
        <Box as="main" id="main" flex="1" display="flex" alignItems="center" py={{ base: "10", md: "12" }}>
          <Container maxW="md" px="0">
            <RedirectSignedIn>
              <Outlet />
            </RedirectSignedIn>
          </Container>
        </Box>
        <Link asChild fontSize="sm" color="fg.muted" alignSelf={{ base: "center", lg: "start" }}>
          <RouterLink to="/">
            <ArrowLeftIcon boxSize="4" />
            <FormattedMessage id="auth.layout.backHome" />
          </RouterLink>
        </Link>
      </Flex>
      <Flex hideBelow="lg" layerStyle="hero" direction="column" justify="center" px="16" py="12">
        <Stack gap="8" maxW="lg">
          <Heading as="p" fontSize="4xl" lineHeight="1.15">
            <FormattedMessage id="auth.layout.asideTitle" />
          </Heading>
          <Stack as="ul" listStyleType="none" gap="4">
            {points.map((id) => (
              <HStack as="li" key={id} gap="3" align="start">
                <Box mt="0.5" color="accent.400">
                  <CheckIcon boxSize="5" />
                </Box>
                <Text fontSize="lg" color="ink.100">
                  <FormattedMessage id={id} />
                </Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
      </Flex>
    </Grid>
  );
}
