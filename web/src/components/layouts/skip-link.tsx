import { Link } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

/** Keyboard users jump past the navigation; the target is the layout's <main id="main">. */
export function SkipLink() {
  return (
    <Link
      href="#main"
      position="fixed"
      top="2"
      left="2"
      zIndex="skipNav"
      px="4"
      py="2"
      bg="bg"
      color="fg"
      borderRadius="l2"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: "translateY(0)" }}
    >
      <FormattedMessage id="app.a11y.skipToContent" />
    </Link>
  );
}
