import { Button, chakra, CloseButton, HStack, Input, InputGroup, VisuallyHidden } from "@chakra-ui/react";
import { useId, useState, type FormEvent } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { SearchIcon } from "@/components/ui/icons";

export interface SearchBoxProps {
  defaultValue?: string;
  size?: "md" | "lg";
}

/**
 * The global search box (hero variant for now). Spec section 2: placeholder 'Enter keywords...', submit disabled
 * while the input is blank, a clear button; the input is trimmed. Phrase parsing (make/model/VIN/lot) arrives with
 * the search feature; until then the text goes to /search as `keyword`.
 */
export function SearchBox({ defaultValue = "", size = "lg" }: SearchBoxProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const inputId = useId();
  const [value, setValue] = useState(defaultValue);
  const query = value.trim();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!query) return;
    navigate(`/search?${new URLSearchParams({ keyword: query }).toString()}`);
  }

  return (
    <chakra.form role="search" onSubmit={onSubmit} w="full">
      <VisuallyHidden asChild>
        <label htmlFor={inputId}>{intl.formatMessage({ id: "search.box.label" })}</label>
      </VisuallyHidden>
      <HStack
        gap="1.5"
        p="1.5"
        bg="bg"
        color="fg"
        borderRadius="xl"
        borderWidth="1px"
        borderColor="border"
        boxShadow="lg"
        _focusWithin={{ borderColor: "accent.solid", boxShadow: "0 0 0 3px {colors.accent.focusRing/35}" }}
      >
        <InputGroup
          flex="1"
          startElement={<SearchIcon boxSize="5" color="fg.subtle" />}
          endElement={
            value ? (
              <CloseButton
                size="xs"
                variant="ghost"
                aria-label={intl.formatMessage({ id: "search.box.clear" })}
                onClick={() => setValue("")}
              />
            ) : undefined
          }
        >
          <Input
            id={inputId}
            name="keyword"
            type="search"
            size={size}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={intl.formatMessage({ id: "search.box.placeholder" })}
            autoComplete="off"
            enterKeyHint="search"
            border="0"
            outline="0"
            _focusVisible={{ outline: "0", boxShadow: "none" }}
            css={{ "&::-webkit-search-cancel-button": { display: "none" } }}
          />
        </InputGroup>
        <Button type="submit" colorPalette="accent" size={size} disabled={!query} px={{ base: "4", md: "6" }}>
          {intl.formatMessage({ id: "search.box.submit" })}
        </Button>
      </HStack>
    </chakra.form>
  );
}
