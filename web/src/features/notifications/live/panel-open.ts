// Whether the notifications panel is open: the bell opens it, and so does a backlog popup's "and N more" (one bell is
// mounted at a time, in the public or the dashboard header).
import { atom } from "@/lib/store";

export const notificationPanelOpenAtom = atom(false);
