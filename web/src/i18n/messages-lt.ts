// Every Lithuanian UI text, one JSON file per area (see messages-en.ts); messages.test.ts keeps the ids equal.
import shell from "./lt.json";
import lots from "./lots.lt.json";
import lotCard from "./lot-card.lt.json";
import search from "./search.lt.json";

const messages = { ...shell, ...lots, ...lotCard, ...search };

export default messages;
