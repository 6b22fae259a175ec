// Every Lithuanian UI text, one JSON file per area (see messages-en.ts); messages.test.ts keeps the ids equal.
import shell from "./lt.json";
import lots from "./lots.lt.json";
import lot from "./lot.lt.json";
import calculator from "./calculator.lt.json";

const messages = { ...shell, ...lots, ...lot, ...calculator };

export default messages;
