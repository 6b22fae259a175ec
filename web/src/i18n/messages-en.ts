// Every English UI text, gathered from one JSON file per area of the site so that work on different areas never edits
// the same file. Add an area by importing its `<area>.en.json` here and its `<area>.lt.json` in messages-lt.ts.
import shell from "./en.json";
import admin from "./admin.en.json";
import calculator from "./calculator.en.json";
import dashboard from "./dashboard.en.json";
import lot from "./lot.en.json";
import lotCard from "./lot-card.en.json";
import lots from "./lots.en.json";
import notifications from "./notifications.en.json";
import search from "./search.en.json";

const messages = {
  ...shell,
  ...admin,
  ...calculator,
  ...dashboard,
  ...lot,
  ...lotCard,
  ...lots,
  ...notifications,
  ...search,
};

export default messages;
