import { Skeleton, SkeletonPage } from '../../../components/ui/skeleton.tsx';

/** The product page's shape while it loads: gallery, title, price, picker and details. */
export function ProductPageSkeleton() {
  return (
    <SkeletonPage className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <Skeleton className="mb-6 h-5 w-40" />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="flex flex-col gap-3">
          <Skeleton className="aspect-square w-full rounded-2xl" />
          <div className="flex gap-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="size-16 rounded-lg" />
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-4/5" />
            <Skeleton className="h-4 w-1/3" />
          </div>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-9 w-40" />
          <div className="flex gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="size-16 rounded-lg" />
            ))}
          </div>
          <Skeleton className="h-52 w-full rounded-2xl" />
          <Skeleton className="h-28 w-full rounded-2xl" />
        </div>
      </div>
    </SkeletonPage>
  );
}
