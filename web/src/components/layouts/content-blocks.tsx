// The building blocks of the informational pages: paragraphs, lists, numbered steps, tables, callouts, an FAQ
// accordion and link cards. Pages describe their chapters as data (message ids), so every text stays in the
// content message files and a page file reads like its outline.
import { Accordion, Box, Circle, Heading, Link, List, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { accordionSlotRecipe, listSlotRecipe, tableSlotRecipe } from "@chakra-ui/react/theme";
import { useEffect, useState, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { ArrowRightIcon, CheckIcon, ShieldIcon, type AppIcon } from "@/components/ui/icons";
import type { MessageId } from "@/i18n/message-ids";
import { RichText } from "./content-rich-text";

/** A table cell: a message, an auction code that is the same in every language, or a ready node (figures). */
export type ContentCell = MessageId | { code: string } | { node: ReactNode };

export type ContentBlock =
  | { kind: "p"; text: MessageId }
  | { kind: "list"; items: readonly MessageId[] }
  | { kind: "steps"; steps: readonly { title: MessageId; body: MessageId }[] }
  | { kind: "table"; caption: MessageId; head: readonly MessageId[]; rows: readonly (readonly ContentCell[])[] }
  | { kind: "callout"; tone: "info" | "warning"; title: MessageId; text: MessageId }
  | { kind: "faq"; items: readonly { q: MessageId; a: MessageId }[] }
  | { kind: "node"; node: ReactNode };

export interface ContentChapter {
  /** The anchor of the chapter (the table of contents links to #id). */
  id: string;
  title: MessageId;
  blocks: readonly ContentBlock[];
}

export interface RelatedPage {
  to: string;
  title: MessageId;
  body: MessageId;
  icon: AppIcon;
}

const bodyText = { color: "fg.muted", fontSize: "md", lineHeight: "1.75" } as const;

function Paragraph({ text }: { text: MessageId }) {
  return (
    <Text {...bodyText}>
      <RichText id={text} />
    </Text>
  );
}

function Bullets({ items }: { items: readonly MessageId[] }) {
  return (
    <List.Root recipe={listSlotRecipe} gap="2.5" variant="plain">
      {items.map((item) => (
        <List.Item key={item} {...bodyText} alignItems="flex-start">
          <List.Indicator asChild color="accent.fg" mt="1.5">
            <CheckIcon boxSize="4" />
          </List.Indicator>
          <Box>
            <RichText id={item} />
          </Box>
        </List.Item>
      ))}
    </List.Root>
  );
}

/** Numbered steps joined by a line, like a journey: each has a short title and a sentence or two. */
function Steps({ steps }: { steps: readonly { title: MessageId; body: MessageId }[] }) {
  return (
    <Stack as="ol" listStyleType="none" gap="0">
      {steps.map(({ title, body }, index) => (
        <Box as="li" key={title} display="grid" gridTemplateColumns="2.5rem minmax(0, 1fr)" columnGap="4">
          <Stack align="center" gap="0">
            <Circle size="10" bg="ink.solid" color="fg.inverted" fontWeight="bold" textStyle="numeric" flexShrink="0">
              {index + 1}
            </Circle>
            {index < steps.length - 1 ? <Box flex="1" w="2px" bg="border.emphasized" my="1" /> : null}
          </Stack>
          <Stack gap="1" pb={index < steps.length - 1 ? "7" : "0"} pt="1.5">
            <Heading as="h3" size="md">
              <FormattedMessage id={title} />
            </Heading>
            <Text {...bodyText}>
              <RichText id={body} />
            </Text>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function Cell({ cell }: { cell: ContentCell }) {
  if (typeof cell === "string") return <RichText id={cell} />;
  if ("code" in cell)
    return (
      <Box
        as="span"
        display="inline-block"
        px="1.5"
        borderRadius="sm"
        bg="bg.muted"
        color="fg"
        fontWeight="semibold"
        fontSize="sm"
        letterSpacing="0.04em"
      >
        {cell.code}
      </Box>
    );
  return <>{cell.node}</>;
}

interface TableProps {
  caption: MessageId;
  head: readonly MessageId[];
  rows: readonly (readonly ContentCell[])[];
}

/**
 * A table of three or more columns is too narrow to read on a phone, so there each row becomes a small card: the
 * first cell as its title, then every other cell under its column's name. The table itself is shown from sm up.
 */
function StackedRows({ caption, head, rows }: TableProps) {
  return (
    <Stack display={{ base: "flex", sm: "none" }} gap="3">
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id={caption} />
      </Text>
      {rows.map((row, r) => (
        <Stack key={r} gap="2" p="4" borderWidth="1px" borderColor="border" borderRadius="lg">
          <Box fontWeight="semibold" color="fg">
            <Cell cell={row[0]!} />
          </Box>
          <Box as="dl" display="grid" gap="1.5">
            {row.slice(1).map((cell, c) => (
              <Box key={c}>
                <Box as="dt" fontSize="xs" fontWeight="semibold" color="fg.subtle">
                  <FormattedMessage id={head[c + 1]!} />
                </Box>
                <Box as="dd" color="fg.muted" fontSize="sm">
                  <Cell cell={cell} />
                </Box>
              </Box>
            ))}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

/** A plain data table; it scrolls sideways rather than squeezing its columns, and stacks on a phone when wide. */
export function ContentTable({ caption, head, rows }: TableProps) {
  const stacks = head.length >= 3;
  return (
    <>
      {stacks ? <StackedRows caption={caption} head={head} rows={rows} /> : null}
      <ContentTableGrid
        caption={caption}
        head={head}
        rows={rows}
        display={stacks ? { base: "none", sm: "block" } : undefined}
      />
    </>
  );
}

function ContentTableGrid({ caption, head, rows, display }: TableProps & { display?: { base: string; sm: string } }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" borderRadius="lg" tabIndex={0} display={display}>
      <Table.Root recipe={tableSlotRecipe} size="sm" interactive={false}>
        <Table.Caption
          captionSide="top"
          textAlign="start"
          whiteSpace="normal"
          px="4"
          pt="3"
          pb="2"
          color="fg.muted"
          fontSize="sm"
        >
          <FormattedMessage id={caption} />
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {head.map((h) => (
              <Table.ColumnHeader key={h} px="4" py="2.5" fontWeight="semibold" color="fg" whiteSpace="normal">
                <FormattedMessage id={h} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, r) => (
            <Table.Row key={r}>
              {row.map((cell, c) => (
                <Table.Cell
                  key={c}
                  px="4"
                  py="2.5"
                  verticalAlign="top"
                  whiteSpace="normal"
                  minW={{ base: "5rem", md: c === 0 ? "8rem" : "10rem" }}
                  color={c === 0 ? "fg" : "fg.muted"}
                >
                  <Cell cell={cell} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A highlighted note: info for good-to-know, warning for what costs money or time when missed. */
function Callout({ tone, title, text }: { tone: "info" | "warning"; title: MessageId; text: MessageId }) {
  const palette = tone === "info" ? "upcoming" : "preBidClosed";
  return (
    <Stack
      role="note"
      direction="row"
      gap="3"
      p={{ base: "4", md: "5" }}
      borderRadius="lg"
      borderStartWidth="4px"
      colorPalette={palette}
      borderColor="colorPalette.solid"
      bg="colorPalette.subtle"
    >
      <ShieldIcon boxSize="5" color="colorPalette.fg" mt="0.5" flexShrink="0" />
      <Stack gap="1">
        <Text fontWeight="semibold" color="colorPalette.fg">
          <FormattedMessage id={title} />
        </Text>
        <Text color="fg" lineHeight="1.7">
          <RichText id={text} />
        </Text>
      </Stack>
    </Stack>
  );
}

function Faq({ items }: { items: readonly { q: MessageId; a: MessageId }[] }) {
  return (
    <Accordion.Root recipe={accordionSlotRecipe} collapsible multiple variant="enclosed" bg="bg">
      {items.map(({ q, a }) => (
        <Accordion.Item key={q} value={q}>
          <Accordion.ItemTrigger py="4" cursor="pointer">
            <Heading as="h3" size="sm" flex="1" textAlign="start" fontWeight="semibold">
              <FormattedMessage id={q} />
            </Heading>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody pt="0">
              <Text {...bodyText}>
                <RichText id={a} />
              </Text>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

export function ContentBlockView({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case "p":
      return <Paragraph text={block.text} />;
    case "list":
      return <Bullets items={block.items} />;
    case "steps":
      return <Steps steps={block.steps} />;
    case "table":
      return <ContentTable caption={block.caption} head={block.head} rows={block.rows} />;
    case "callout":
      return <Callout tone={block.tone} title={block.title} text={block.text} />;
    case "faq":
      return <Faq items={block.items} />;
    case "node":
      return <>{block.node}</>;
  }
}

export function ChapterView({ chapter }: { chapter: ContentChapter }) {
  return (
    <Stack as="section" id={chapter.id} aria-labelledby={`${chapter.id}-title`} gap="5" scrollMarginTop="24">
      <Heading as="h2" id={`${chapter.id}-title`} fontSize={{ base: "2xl", md: "3xl" }} lineHeight="1.2">
        <FormattedMessage id={chapter.title} />
      </Heading>
      {chapter.blocks.map((block, i) => (
        <ContentBlockView key={i} block={block} />
      ))}
    </Stack>
  );
}

/** The chapter being read: the last one whose heading has passed the upper third of the viewport. */
function useActiveChapter(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string>();
  const key = ids.join(" ");
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const sections = key
      .split(" ")
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null);
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = sections.find((section) => visible.has(section.id));
        if (first) setActive(first.id);
      },
      { rootMargin: "-20% 0px -60% 0px" },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [key]);
  return active;
}

/** "On this page": the chapters as anchor links, the one being read marked; sticky beside the text on wide screens. */
export function TableOfContents({ chapters }: { chapters: readonly ContentChapter[] }) {
  const active = useActiveChapter(chapters.map((c) => c.id));
  return (
    <Box
      as="nav"
      aria-labelledby="toc-title"
      bg={{ base: "bg.subtle", lg: "transparent" }}
      borderWidth={{ base: "1px", lg: "0" }}
      borderColor="border"
      borderRadius="xl"
      p={{ base: "4", lg: "0" }}
    >
      <Text id="toc-title" textStyle="eyebrow" color="fg.subtle" mb="3">
        <FormattedMessage id="content.page.toc" />
      </Text>
      <Stack as="ol" listStyleType="none" gap="1" borderStartWidth={{ lg: "2px" }} borderColor="border">
        {chapters.map((chapter) => (
          <Box as="li" key={chapter.id}>
            <Link
              href={`#${chapter.id}`}
              aria-current={active === chapter.id ? "location" : undefined}
              css={{ "&[aria-current=location]": { color: "fg", fontWeight: "medium", borderColor: "accent.solid" } }}
              display="block"
              py="1.5"
              ps={{ base: "0", lg: "4" }}
              ms={{ lg: "-2px" }}
              borderStartWidth={{ lg: "2px" }}
              borderColor="transparent"
              color="fg.muted"
              fontSize="sm"
              _hover={{ color: "fg", borderColor: "accent.solid" }}
              _focusVisible={{ outline: "2px solid", outlineColor: "accent.focusRing", outlineOffset: "2px" }}
            >
              <FormattedMessage id={chapter.title} />
            </Link>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** Cards pointing to the next pages a reader needs. */
export function RelatedPages({ pages }: { pages: readonly RelatedPage[] }) {
  return (
    <Stack as="section" aria-labelledby="related-title" gap="5">
      <Heading as="h2" id="related-title" size="lg">
        <FormattedMessage id="content.page.related" />
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap={{ base: "3", md: "4" }}>
        {pages.map(({ to, title, body, icon: Icon }) => (
          <Stack
            asChild
            key={to}
            layerStyle="card"
            direction="row"
            align="center"
            gap="4"
            p={{ base: "4", md: "5" }}
            transition="border-color 0.15s, box-shadow 0.15s"
            _hover={{ borderColor: "accent.solid", boxShadow: "md" }}
            _focusVisible={{ outline: "2px solid", outlineColor: "accent.focusRing", outlineOffset: "2px" }}
          >
            <RouterLink to={to}>
              <Circle size="10" bg="accent.subtle" color="accent.fg" flexShrink="0">
                <Icon boxSize="5" />
              </Circle>
              <Stack gap="0.5" flex="1" minW="0">
                <Text fontWeight="semibold" color="fg">
                  <FormattedMessage id={title} />
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage id={body} />
                </Text>
              </Stack>
              <ArrowRightIcon boxSize="4" color="fg.subtle" flexShrink="0" />
            </RouterLink>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
