// Every English UI text, every area's file in one object: for tests and for the message-id type
// (message-ids.d.ts). The app never imports it: the shell's texts load at start (lib/intl.ts) and each area's with its
// pages (area-texts.ts). One file per area, so work on different areas never edits the same file; a new area goes
// in area-texts.ts and here.
import shell from "./en.json";
import admin from "./admin.en.json";
import bidding from "./bidding.en.json";
import calculator from "./calculator.en.json";
import content from "./content.en.json";
import dashboard from "./dashboard.en.json";
import lot from "./lot.en.json";
import lotCard from "./lot-card.en.json";
import notifications from "./notifications.en.json";
import search from "./search.en.json";
import showcase from "./showcase.en.json";

const messages = {
  ...shell,
  ...admin,
  ...bidding,
  ...calculator,
  ...content,
  ...dashboard,
  ...lot,
  ...lotCard,
  ...notifications,
  ...search,
  ...showcase,
};

export default messages;
