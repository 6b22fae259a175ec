// Every Lithuanian UI text, one JSON file per area (see messages-en.ts); messages.test.ts keeps the ids equal.
import shell from "./lt.json";
import dashboard from "./dashboard.lt.json";
import lots from "./lots.lt.json";
import notifications from "./notifications.lt.json";

const messages = { ...shell, ...dashboard, ...lots, ...notifications };

export default messages;
