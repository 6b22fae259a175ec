import { Box, Button, chakra, CloseButton, HStack, IconButton, Input, InputGroup } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useIntl } from "react-intl";
import { SearchIcon } from "@/components/ui/icons";
import { useSearchNavigation } from "../hooks/use-search-navigation";

/**
 * An empty collapsible box closes 150 ms after it loses focus, so a click inside still lands
 * (docs/product/screens.md#global-search-box).
 */
export const COLLAPSE_DELAY_MS = 150;

export type SearchBoxVariant = "hero" | "header" | "mobile" | "collapsible";

export interface SearchBoxProps {
  variant?: SearchBoxVariant;
  defaultValue?: string;
  /** Called after the box navigated to /search (e.g. to close the mobile menu). */
  onSearched?: () => void;
  tone?: "default" | "onDark";
  /** The collapsible box opened or closed (the header makes room for it). */
  onExpandedChange?: (expanded: boolean) => void;
}

/**
 * The global search box (docs/product/screens.md#global-search-box): placeholder 'Enter keywords...', submit disabled
 * while the input is blank, a clear button. A VIN or lot number goes to the lot/VIN search, other text to the phrase
 * search.
 */
export function SearchBox({
  variant = "hero",
  defaultValue = "",
  onSearched,
  tone = "default",
  onExpandedChange,
}: SearchBoxProps) {
  const intl = useIntl();
  const search = useSearchNavigation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const collapseTimer = useRef<number | undefined>(undefined);
  const [value, setValue] = useState(defaultValue);
  const [busy, setBusy] = useState(false);
  const [expanded, setExpandedState] = useState(variant !== "collapsible");
  const setExpanded = (open: boolean) => {
    setExpandedState(open);
    onExpandedChange?.(open);
  };
  const blank = value.trim() === "";
  const big = variant === "hero";
  const size = big ? "lg" : variant === "mobile" ? "md" : "sm";

  useEffect(() => () => window.clearTimeout(collapseTimer.current), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blank || busy) return;
    setBusy(true);
    try {
      if (await search(value)) onSearched?.();
    } finally {
      setBusy(false);
    }
  }

  if (variant === "collapsible" && !expanded) {
    return (
      <IconButton
        variant="ghost"
        size="sm"
        color="inherit"
        _hover={{ bg: tone === "onDark" ? "whiteAlpha.200" : "bg.muted" }}
        aria-label={intl.formatMessage({ id: "search.box.open" })}
        aria-expanded={false}
        data-testid="search-box-toggle"
        onClick={() => {
          setExpanded(true);
          // Focus once the input exists.
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
      >
        <SearchIcon boxSize="5" />
      </IconButton>
    );
  }

  const label = intl.formatMessage({ id: "search.box.label" });
  return (
    <chakra.form
      role="search"
      aria-label={label}
      data-variant={variant}
      onSubmit={onSubmit}
      w={variant === "collapsible" ? { base: "full", xl: "18rem" } : "full"}
      onBlur={(event) => {
        if (variant !== "collapsible") return;
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        window.clearTimeout(collapseTimer.current);
        collapseTimer.current = window.setTimeout(() => {
          if (!inputRef.current?.value.trim()) setExpanded(false);
        }, COLLAPSE_DELAY_MS);
      }}
      onFocus={() => window.clearTimeout(collapseTimer.current)}
    >
      <HStack
        gap="1.5"
        p={big ? "1.5" : "1"}
        bg="bg"
        color="fg"
        borderRadius={big ? "xl" : "l3"}
        borderWidth="1px"
        borderColor={big ? "border" : "border.emphasized"}
        boxShadow={big ? "lg" : "none"}
        _focusWithin={{ borderColor: "accent.solid", boxShadow: "0 0 0 3px {colors.accent.focusRing/35}" }}
      >
        <InputGroup
          flex="1"
          startElement={<SearchIcon boxSize={big ? "5" : "4"} color="fg.subtle" />}
          endElement={
            value ? (
              <CloseButton
                size="xs"
                variant="ghost"
                aria-label={intl.formatMessage({ id: "search.box.clear" })}
                onClick={() => {
                  setValue("");
                  inputRef.current?.focus();
                }}
              />
            ) : undefined
          }
        >
          <Input
            ref={inputRef}
            id={inputId}
            aria-label={label}
            name="keyword"
            type="search"
            size={size}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape" && variant === "collapsible" && blank) setExpanded(false);
            }}
            placeholder={intl.formatMessage({ id: "search.box.placeholder" })}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            border="0"
            outline="0"
            _focusVisible={{ outline: "0", boxShadow: "none" }}
            css={{ "&::-webkit-search-cancel-button": { display: "none" } }}
          />
        </InputGroup>
        <Box flexShrink="0">
          <Button
            type="submit"
            colorPalette="accent"
            size={size}
            disabled={blank}
            loading={busy}
            px={big ? { base: "4", md: "6" } : "3"}
          >
            {intl.formatMessage({ id: "search.box.submit" })}
          </Button>
        </Box>
      </HStack>
    </chakra.form>
  );
}
