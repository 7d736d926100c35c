import { createApiClient } from '@/lib/api-client';
import { openDatabase } from '@/lib/db';
import { createHadithCache } from '@/lib/hadith-cache';
import { createHadithService } from '@/lib/hadith-service';
import { createMessageHandlers, registerMessageHandlers } from '@/lib/message-handlers';
import { startNewTabBackground } from '@/lib/new-tab-background';

export default defineBackground({
  type: 'module',
  main() {
    const db = openDatabase();
    const api = createApiClient();
    const cache = createHadithCache(db);
    const service = createHadithService({ api, cache });
    registerMessageHandlers(createMessageHandlers(service));
    startNewTabBackground({ db, api, cache });
  },
});
