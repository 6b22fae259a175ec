// Every English UI text, gathered from one JSON file per area of the site so that work on different areas never edits
// the same file. Add an area by importing its `<area>.en.json` here and its `<area>.lt.json` in messages-lt.ts.
import shell from "./en.json";
import dashboard from "./dashboard.en.json";
import lots from "./lots.en.json";
import notifications from "./notifications.en.json";

const messages = { ...shell, ...dashboard, ...lots, ...notifications };

export default messages;
