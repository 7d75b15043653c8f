import { setGlobalOptions } from 'firebase-functions/v2';
import { FUNCTIONS_REGION } from '@vuoro/domain';

/**
 * Global options for every function: region europe-west1 (spec section 9). This module is
 * imported first in `index.ts`: imports run before the importing module's body, and a
 * Firestore trigger reads the global options when its module defines it, so setting them in
 * index.ts's body left the triggers in us-central1.
 */
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });
