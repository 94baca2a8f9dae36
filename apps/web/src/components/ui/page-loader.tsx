import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center mih="60vh">
      <Loader color="bilan" type="dots" />
    </Center>
  );
}
