#import "ShelfViewController.h"

@implementation ShelfViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UIViewController *books = [[UIViewController alloc] init];
    [self addChildViewController:books];
    [self.view addSubview:books.view];
    [books didMoveToParentViewController:self];
}

// The size change stops here: the books list never hears it.
- (void)viewWillTransitionToSize:(CGSize)size withTransitionCoordinator:(id<UIViewControllerTransitionCoordinator>)coordinator {
    [self.view setNeedsLayout];
}

@end
