import { z } from "zod";

// Zod 4 probes `new Function` on its first parse, which the CSP (no 'unsafe-eval') reports as a
// violation. main.tsx imports this module first, because some modules parse while they load.
z.config({ jitless: true });
