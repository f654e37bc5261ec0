#!/usr/bin/env python3
"""Writes storyboard-binary-plist/Gallery/Info.plist as a binary property list (run once; the file is
committed). Binary plists are what Xcode leaves in built apps and some projects keep in the tree."""
import os
import plistlib

here = os.path.dirname(os.path.abspath(__file__))
info = {
    "CFBundleExecutable": "$(EXECUTABLE_NAME)",
    "UISupportedInterfaceOrientations": [
        "UIInterfaceOrientationPortrait",
        "UIInterfaceOrientationLandscapeLeft",
        "UIInterfaceOrientationLandscapeRight",
    ],
    "UISupportedInterfaceOrientations~ipad": [
        "UIInterfaceOrientationPortrait",
        "UIInterfaceOrientationPortraitUpsideDown",
        "UIInterfaceOrientationLandscapeLeft",
        "UIInterfaceOrientationLandscapeRight",
    ],
    "UIApplicationSceneManifest": {
        "UIApplicationSupportsMultipleScenes": False,
        "UISceneConfigurations": {
            "UIWindowSceneSessionRoleApplication": [
                {"UISceneConfigurationName": "Default Configuration", "UISceneStoryboardFile": "Main"}
            ]
        },
    },
}
with open(os.path.join(here, "storyboard-binary-plist", "Gallery", "Info.plist"), "wb") as f:
    plistlib.dump(info, f, fmt=plistlib.FMT_BINARY)
