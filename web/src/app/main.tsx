// Bundled variable Inter (latin and latin-ext cover Lithuanian); never a font CDN.
import "@fontsource-variable/inter/wght.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { getLocale, loadMessages } from "@/lib/intl";
import { AppProvider } from "./provider";
import { routes } from "./router";

const locale = getLocale();
document.documentElement.lang = locale;

const router = createBrowserRouter(routes);
const root = createRoot(document.getElementById("root")!);

void loadMessages(locale).then((messages) => {
  root.render(
    <StrictMode>
      <AppProvider locale={locale} messages={messages}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
