import { Box, Circle, Container, Grid, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { PageTitle } from "@/components/ui/page-title";
import type { AppIcon } from "@/components/ui/icons";
import type { MessageId } from "@/i18n/message-ids";
import { ChapterView, RelatedPages, TableOfContents, type ContentChapter, type RelatedPage } from "./content-blocks";
import { ContentValuesContext, RichText } from "./content-rich-text";

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
  /** Long-form content: chapters with a table of contents beside them (from three chapters on). */
  chapters?: readonly ContentChapter[];
  /** Where to read on, shown after the chapters. */
  related?: readonly RelatedPage[];
  /** ICU values the page's texts use beyond {name}, e.g. {company}. */
  values?: Record<string, ReactNode>;
  children?: ReactNode;
}

function Chapters({ chapters }: { chapters: readonly ContentChapter[] }) {
  const body = (
    <Stack gap={{ base: "12", md: "16" }} maxW="3xl" minW="0">
      {chapters.map((chapter) => (
        <ChapterView key={chapter.id} chapter={chapter} />
      ))}
    </Stack>
  );
  if (chapters.length < 3) return body;
  return (
    <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "14rem minmax(0, 1fr)" }} gap={{ base: "8", lg: "14" }}>
      <Box alignSelf="start" position={{ lg: "sticky" }} top={{ lg: "24" }}>
        <TableOfContents chapters={chapters} />
      </Box>
      {body}
    </Grid>
  );
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

/** Shared shape of the informational pages: a page header, then cards, chapters or custom content. */
export function ContentPage({
  title,
  lead,
  eyebrow,
  sections,
  layout = "cards",
  chapters,
  related,
  values,
  children,
}: ContentPageProps) {
  const name = useIntl().formatMessage({ id: "app.brand.name" });
  return (
    <ContentValuesContext.Provider value={{ name, ...values }}>
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
              <RichText id={lead} />
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
          {chapters?.length ? <Chapters chapters={chapters} /> : null}
          {children}
          {related?.length ? <RelatedPages pages={related} /> : null}
        </Stack>
      </Container>
    </ContentValuesContext.Provider>
  );
}
