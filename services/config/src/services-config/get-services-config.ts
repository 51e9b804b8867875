import type { TServicesConfig } from '@dalil/contracts/config/services-config';
import type { ServicesConfigRepository } from './services-config-repository.ts';

/** Until an administrator saves the settings, services are available and nothing else is set. */
const DEFAULT_SERVICES_CONFIG: TServicesConfig = {
  isAvailable: true,
  googleFormUrl: '',
  whatsappNumber: '',
  message: '',
  messageArabic: '',
  updatedAt: null,
};

export async function getServicesConfig(repository: ServicesConfigRepository): Promise<TServicesConfig> {
  return (await repository.find()) ?? DEFAULT_SERVICES_CONFIG;
}
