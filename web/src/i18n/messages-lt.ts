// Every Lithuanian UI text, one JSON file per area (see messages-en.ts); messages.test.ts keeps the ids equal.
import shell from "./lt.json";
import admin from "./admin.lt.json";
import calculator from "./calculator.lt.json";
import dashboard from "./dashboard.lt.json";
import lot from "./lot.lt.json";
import lotCard from "./lot-card.lt.json";
import lots from "./lots.lt.json";
import notifications from "./notifications.lt.json";
import search from "./search.lt.json";

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
