import { createApiClient } from '@/lib/api-client';
import { openDatabase } from '@/lib/db';
import { createHadithCache } from '@/lib/hadith-cache';
import { createHadithService } from '@/lib/hadith-service';
import { createMessageHandlers, registerMessageHandlers } from '@/lib/message-handlers';

export default defineBackground({
  type: 'module',
  main() {
    const service = createHadithService({
      api: createApiClient(),
      cache: createHadithCache(openDatabase()),
    });
    registerMessageHandlers(createMessageHandlers(service));
  },
});
