import { chakra } from "@chakra-ui/react";

/** Prices, odometers and countdowns: tabular digits so a changing value does not make its neighbours jump. */
export const Numeric = chakra("span", {
  base: { textStyle: "numeric", whiteSpace: "nowrap" },
});
