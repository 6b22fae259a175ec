import { Box, Circle, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { PageTitle } from "@/components/ui/page-title";
import type { AppIcon } from "@/components/ui/icons";
import type { MessageId } from "@/i18n/message-ids";

export interface ContentSection {
  icon: AppIcon;
  title: MessageId;
  body: MessageId;
}

export interface ContentPageProps {
  title: MessageId;
  lead: MessageId;
  eyebrow?: MessageId;
  sections?: readonly ContentSection[];
  /** Cards suit short explainers; legal texts read better as one column of prose. */
  layout?: "cards" | "prose";
  children?: ReactNode;
}

function SectionCards({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: "4", md: "6" }}>
      {sections.map(({ icon: Icon, title, body }) => (
        <Stack key={title} layerStyle="card" gap="3" p={{ base: "5", md: "7" }}>
          <Circle size="11" bg="accent.subtle" color="accent.fg">
            <Icon boxSize="5" />
          </Circle>
          <Heading as="h2" size="md">
            <FormattedMessage id={title} />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id={body} />
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function SectionProse({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <Stack as="ol" listStyleType="none" gap="8" maxW="3xl">
      {sections.map(({ title, body }, index) => (
        <Stack as="li" key={title} gap="2">
          <Heading as="h2" size="lg">
            <Box as="span" color="accent.fg" me="2" textStyle="numeric">
              {index + 1}.
            </Box>
            <FormattedMessage id={title} />
          </Heading>
          <Text color="fg.muted" fontSize="md" lineHeight="1.7">
            <FormattedMessage id={body} />
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** Shared shape of the informational pages: a page header, then cards or custom content. */
export function ContentPage({ title, lead, eyebrow, sections, layout = "cards", children }: ContentPageProps) {
  const name = useIntl().formatMessage({ id: "app.brand.name" });
  return (
    <>
      <PageTitle id={title} />
      <Box as="header" bg="bg.subtle" borderBottomWidth="1px" borderColor="border">
        <Container maxW="7xl" py={{ base: "10", md: "16" }}>
          <Stack gap="4" maxW="3xl">
            {eyebrow ? (
              <Text textStyle="eyebrow" color="accent.fg">
                <FormattedMessage id={eyebrow} />
              </Text>
            ) : null}
            <Heading as="h1" fontSize={{ base: "3xl", md: "5xl" }} lineHeight="1.1" fontWeight="bold">
              <FormattedMessage id={title} />
            </Heading>
            <Text fontSize={{ base: "md", md: "lg" }} color="fg.muted">
              <FormattedMessage id={lead} values={{ name }} />
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: "10", md: "16" }}>
        <Stack gap={{ base: "10", md: "14" }}>
          {sections?.length ? (
            layout === "prose" ? (
              <SectionProse sections={sections} />
            ) : (
              <SectionCards sections={sections} />
            )
          ) : null}
          {children}
        </Stack>
      </Container>
    </>
  );
}
