// Chakra's default theme without the recipes of components this product does not use. `defaultConfig` brings every
// component's recipe (about 120 KB of the first page's JavaScript before gzip, date pickers and colour pickers
// included) because the system is built when the app starts; this is the same preset with only the recipes a
// marketplace's pages use. Using a component whose recipe is missing here renders it unstyled: add its recipe below.
//
// Components that only lazily loaded pages and panels show (dialog, drawer, menu, popover, table, accordion, tag,
// toast, ...) are not in the system either: their code passes the recipe where it renders them
// (`<Dialog.Root recipe={dialogSlotRecipe}>`, imported from "@chakra-ui/react/theme"), so the recipe travels with
// that page's chunk instead of the first page's.
import { defineConfig } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  textareaRecipe,
  tokens,
} from "@chakra-ui/react/theme";

export const chakraPreset = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
      icon: iconRecipe,
      checkmark: checkmarkRecipe,
      radiomark: radiomarkRecipe,
    },
    // Left out: action bar, blockquote, breadcrumb, card, carousel, checkbox card, code and code block, colour picker
    // and swatch, combobox, command, date input and picker, editable, empty state, file upload, floating panel, hover
    // card, kbd, listbox, mark, marquee, number input, PIN input, progress (bar and circle), QR code, radio card,
    // rating, scroll area, segment group, select, skip-nav link, slider, splitter, stat, status, steps, switch, tabs,
    // tags input, timeline, tooltip, tree view. Passed where they render (above): accordion, avatar, collapsible,
    // data list, dialog, drawer, fieldset, list, menu, popover, radio group, table, tag, toast.
    slotRecipes: {
      alert: alertSlotRecipe,
      checkbox: checkboxSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
    },
  },
});
