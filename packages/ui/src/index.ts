export { AppToaster } from './AppToaster/AppToaster';
export { ConfigurationErrorPage } from './ConfigurationErrorPage/ConfigurationErrorPage';
export { NotFoundPage } from './NotFoundPage/NotFoundPage';
export { RouteErrorFallback } from './RouteErrorFallback/RouteErrorFallback';
