// Every Lithuanian UI text, every area's file in one object: for tests and for the message-id type
// (message-ids.d.ts). The app never imports it: the shell's texts load at start (lib/intl.ts) and each area's with its
// pages (area-texts.ts). One file per area, so work on different areas never edits the same file; a new area goes
// in area-texts.ts and here.
import shell from "./lt.json";
import admin from "./admin.lt.json";
import bidding from "./bidding.lt.json";
import calculator from "./calculator.lt.json";
import content from "./content.lt.json";
import dashboard from "./dashboard.lt.json";
import lot from "./lot.lt.json";
import lotCard from "./lot-card.lt.json";
import notifications from "./notifications.lt.json";
import search from "./search.lt.json";
import showcase from "./showcase.lt.json";

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
