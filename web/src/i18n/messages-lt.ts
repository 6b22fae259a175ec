// Every Lithuanian UI text, one JSON file per area (see messages-en.ts); messages.test.ts keeps the ids equal.
import shell from "./lt.json";
import lots from "./lots.lt.json";

const messages = { ...shell, ...lots };

export default messages;
