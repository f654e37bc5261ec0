#import "SWRevealViewController.h"

@implementation SWRevealViewController

- (void)loadStoryboardControllers {
    [self performSegueWithIdentifier:SWSegueRearIdentifier sender:nil];
    [self performSegueWithIdentifier:SWSegueFrontIdentifier sender:nil];
}

@end

@implementation SWRevealViewControllerSegueSetController
@end
