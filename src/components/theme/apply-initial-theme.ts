// Imported first by main.tsx: setting the class before React renders avoids a light flash in dark
// mode without an inline <script>, which the Content Security Policy forbids.
import { applyTheme } from "./theme";

applyTheme();
