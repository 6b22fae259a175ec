// Every Lithuanian UI text, one JSON file per area (see messages-en.ts); messages.test.ts keeps the ids equal.
import shell from "./lt.json";

const messages = { ...shell };

export default messages;
