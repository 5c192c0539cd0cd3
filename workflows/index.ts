export { mailDeliveryWorkflow } from './mailDelivery.ts';
