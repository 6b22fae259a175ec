import { HStack, IconButton, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from "./search-icons";

/** First, previous, next and last, with 'Page 3 of 12' between (docs/product/search.md#paging). */
export function SearchPagination({
  page,
  pages,
  onPage,
  disabled,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  if (pages <= 1) return null;
  const button = (label: MessageId, target: number, icon: ReactNode, blocked: boolean) => (
    <IconButton
      size="sm"
      variant="outline"
      aria-label={intl.formatMessage({ id: label })}
      disabled={disabled || blocked}
      onClick={() => onPage(target)}
    >
      {icon}
    </IconButton>
  );
  return (
    <HStack as="nav" aria-label={intl.formatMessage({ id: "search.pagination.label" })} justify="center" gap="2" pt="2">
      {button("search.pagination.first", 1, <ChevronsLeftIcon />, page <= 1)}
      {button("search.pagination.previous", page - 1, <ChevronLeftIcon />, page <= 1)}
      <Text fontSize="sm" px="2" textStyle="numeric" aria-current="page" data-testid="page-indicator">
        <FormattedMessage id="search.pagination.page" values={{ page, pages }} />
      </Text>
      {button("search.pagination.next", page + 1, <ChevronRightIcon />, page >= pages)}
      {button("search.pagination.last", pages, <ChevronsRightIcon />, page >= pages)}
    </HStack>
  );
}
