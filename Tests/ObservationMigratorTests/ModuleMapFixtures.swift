/// Xcode project files written as Xcode 15 and 16 write them, for the module map tests.
/// The texts start at the first column, tab-indented, exactly as in a `project.pbxproj`.
enum ModuleMapFixtures {
    /// Xcode 15 (object version 60): an app `Podcasts`, its widget extension and a unit-test
    /// target, with classic groups. `Shared/Episode.swift` is in both the app's and the
    /// widget's sources phases; each has its own `Store.swift`; `Support` is a group with
    /// only a `name` (its `Formatting.swift` lies in `Podcasts/`); `BuildInfo.swift` is
    /// relative to the project's folder (`SOURCE_ROOT`); `Legacy.swift` is in a group but
    /// in no target.
    static let podcastsProject = #"""
// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 60;
	objects = {

/* Begin PBXBuildFile section */
		7A10B0012B3C4D5E00A10001 /* PodcastsApp.swift in Sources */ = {isa = PBXBuildFile; fileRef = 7A10F0012B3C4D5E00A10001 /* PodcastsApp.swift */; };
		7A10B0022B3C4D5E00A10001 /* Store.swift in Sources */ = {isa = PBXBuildFile; fileRef = 7A10F0022B3C4D5E00A10001 /* Store.swift */; };
		7A10B0032B3C4D5E00A10001 /* Formatting.swift in Sources */ = {isa = PBXBuildFile; fileRef = 7A10F0032B3C4D5E00A10001 /* Formatting.swift */; };
		7A10B0042B3C4D5E00A10001 /* BuildInfo.swift in Sources */ = {isa = PBXBuildFile; fileRef = 7A10F0042B3C4D5E00A10001 /* BuildInfo.swift */; };
		7A10B0052B3C4D5E00A10001 /* Episode.swift in Sources */ = {isa = PBXBuildFile; fileRef = 7A10F0072B3C4D5E00A10001 /* Episode.swift */; };
		7A10B0062B3C4D5E00A10001 /* Episode.swift in Sources */ = {isa = PBXBuildFile; fileRef = 7A10F0072B3C4D5E00A10001 /* Episode.swift */; };
		7A10B0072B3C4D5E00A10001 /* Store.swift in Sources */ = {isa = PBXBuildFile; fileRef = 7A10F0052B3C4D5E00A10001 /* Store.swift */; };
		7A10B0082B3C4D5E00A10001 /* PodcastsWidget.swift in Sources */ = {isa = PBXBuildFile; fileRef = 7A10F0062B3C4D5E00A10001 /* PodcastsWidget.swift */; };
		7A10B0092B3C4D5E00A10001 /* StoreTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = 7A10F0082B3C4D5E00A10001 /* StoreTests.swift */; };
		7A10B00A2B3C4D5E00A10001 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = 7A10F0092B3C4D5E00A10001 /* Assets.xcassets */; };
		7A10B00B2B3C4D5E00A10001 /* WidgetKit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = 7A10F00E2B3C4D5E00A10001 /* WidgetKit.framework */; };
		7A10B00C2B3C4D5E00A10001 /* PodcastsWidgetExtension.appex in Embed Foundation Extensions */ = {isa = PBXBuildFile; fileRef = 7A10F00C2B3C4D5E00A10001 /* PodcastsWidgetExtension.appex */; settings = {ATTRIBUTES = (RemoveHeadersOnCopy, ); }; };
		7A10B00D2B3C4D5E00A10001 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = 7A10F0102B3C4D5E00A10001 /* Localizable.strings */; };
/* End PBXBuildFile section */

/* Begin PBXContainerItemProxy section */
		7A10C0012B3C4D5E00A10001 /* PBXContainerItemProxy */ = {
			isa = PBXContainerItemProxy;
			containerPortal = 7A1050012B3C4D5E00A10001 /* Project object */;
			proxyType = 1;
			remoteGlobalIDString = 7A1070022B3C4D5E00A10001;
			remoteInfo = PodcastsWidgetExtension;
		};
		7A10C0022B3C4D5E00A10001 /* PBXContainerItemProxy */ = {
			isa = PBXContainerItemProxy;
			containerPortal = 7A1050012B3C4D5E00A10001 /* Project object */;
			proxyType = 1;
			remoteGlobalIDString = 7A1070012B3C4D5E00A10001;
			remoteInfo = Podcasts;
		};
/* End PBXContainerItemProxy section */

/* Begin PBXCopyFilesBuildPhase section */
		7A1060042B3C4D5E00A10001 /* Embed Foundation Extensions */ = {
			isa = PBXCopyFilesBuildPhase;
			buildActionMask = 2147483647;
			dstPath = "";
			dstSubfolderSpec = 13;
			files = (
				7A10B00C2B3C4D5E00A10001 /* PodcastsWidgetExtension.appex in Embed Foundation Extensions */,
			);
			name = "Embed Foundation Extensions";
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXCopyFilesBuildPhase section */

/* Begin PBXFileReference section */
		7A10F0012B3C4D5E00A10001 /* PodcastsApp.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = PodcastsApp.swift; sourceTree = "<group>"; };
		7A10F0022B3C4D5E00A10001 /* Store.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Store.swift; sourceTree = "<group>"; };
		7A10F0032B3C4D5E00A10001 /* Formatting.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Formatting.swift; sourceTree = "<group>"; };
		7A10F0042B3C4D5E00A10001 /* BuildInfo.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = BuildInfo.swift; path = Config/BuildInfo.swift; sourceTree = SOURCE_ROOT; };
		7A10F0052B3C4D5E00A10001 /* Store.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Store.swift; sourceTree = "<group>"; };
		7A10F0062B3C4D5E00A10001 /* PodcastsWidget.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = PodcastsWidget.swift; sourceTree = "<group>"; };
		7A10F0072B3C4D5E00A10001 /* Episode.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Episode.swift; sourceTree = "<group>"; };
		7A10F0082B3C4D5E00A10001 /* StoreTests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = StoreTests.swift; sourceTree = "<group>"; };
		7A10F0092B3C4D5E00A10001 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
		7A10F00A2B3C4D5E00A10001 /* Info.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = "<group>"; };
		7A10F00B2B3C4D5E00A10001 /* Podcasts.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Podcasts.app; sourceTree = BUILT_PRODUCTS_DIR; };
		7A10F00C2B3C4D5E00A10001 /* PodcastsWidgetExtension.appex */ = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; includeInIndex = 0; path = PodcastsWidgetExtension.appex; sourceTree = BUILT_PRODUCTS_DIR; };
		7A10F00D2B3C4D5E00A10001 /* PodcastsTests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = PodcastsTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
		7A10F00E2B3C4D5E00A10001 /* WidgetKit.framework */ = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = WidgetKit.framework; path = System/Library/Frameworks/WidgetKit.framework; sourceTree = SDKROOT; };
		7A10F00F2B3C4D5E00A10001 /* Legacy.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Legacy.swift; sourceTree = "<group>"; };
		7A10F0112B3C4D5E00A10001 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
/* End PBXFileReference section */

/* Begin PBXFrameworksBuildPhase section */
		7A1060022B3C4D5E00A10001 /* Frameworks */ = {
			isa = PBXFrameworksBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		7A1060062B3C4D5E00A10001 /* Frameworks */ = {
			isa = PBXFrameworksBuildPhase;
			buildActionMask = 2147483647;
			files = (
				7A10B00B2B3C4D5E00A10001 /* WidgetKit.framework in Frameworks */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		7A1060092B3C4D5E00A10001 /* Frameworks */ = {
			isa = PBXFrameworksBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXFrameworksBuildPhase section */

/* Begin PBXGroup section */
		7A1090012B3C4D5E00A10001 = {
			isa = PBXGroup;
			children = (
				7A1090022B3C4D5E00A10001 /* Podcasts */,
				7A1090032B3C4D5E00A10001 /* PodcastsWidget */,
				7A1090042B3C4D5E00A10001 /* Shared Code */,
				7A1090052B3C4D5E00A10001 /* PodcastsTests */,
				7A1090062B3C4D5E00A10001 /* Frameworks */,
				7A1090072B3C4D5E00A10001 /* Products */,
			);
			sourceTree = "<group>";
		};
		7A1090022B3C4D5E00A10001 /* Podcasts */ = {
			isa = PBXGroup;
			children = (
				7A10F0012B3C4D5E00A10001 /* PodcastsApp.swift */,
				7A10F0022B3C4D5E00A10001 /* Store.swift */,
				7A1090082B3C4D5E00A10001 /* Support */,
				7A10F0042B3C4D5E00A10001 /* BuildInfo.swift */,
				7A10F00F2B3C4D5E00A10001 /* Legacy.swift */,
				7A10F0092B3C4D5E00A10001 /* Assets.xcassets */,
				7A10F0102B3C4D5E00A10001 /* Localizable.strings */,
			);
			path = Podcasts;
			sourceTree = "<group>";
		};
		7A1090032B3C4D5E00A10001 /* PodcastsWidget */ = {
			isa = PBXGroup;
			children = (
				7A10F0062B3C4D5E00A10001 /* PodcastsWidget.swift */,
				7A10F0052B3C4D5E00A10001 /* Store.swift */,
				7A10F00A2B3C4D5E00A10001 /* Info.plist */,
			);
			path = PodcastsWidget;
			sourceTree = "<group>";
		};
		7A1090042B3C4D5E00A10001 /* Shared Code */ = {
			isa = PBXGroup;
			children = (
				7A10F0072B3C4D5E00A10001 /* Episode.swift */,
			);
			name = "Shared Code";
			path = Shared;
			sourceTree = "<group>";
		};
		7A1090052B3C4D5E00A10001 /* PodcastsTests */ = {
			isa = PBXGroup;
			children = (
				7A10F0082B3C4D5E00A10001 /* StoreTests.swift */,
			);
			path = PodcastsTests;
			sourceTree = "<group>";
		};
		7A1090062B3C4D5E00A10001 /* Frameworks */ = {
			isa = PBXGroup;
			children = (
				7A10F00E2B3C4D5E00A10001 /* WidgetKit.framework */,
			);
			name = Frameworks;
			sourceTree = "<group>";
		};
		7A1090072B3C4D5E00A10001 /* Products */ = {
			isa = PBXGroup;
			children = (
				7A10F00B2B3C4D5E00A10001 /* Podcasts.app */,
				7A10F00C2B3C4D5E00A10001 /* PodcastsWidgetExtension.appex */,
				7A10F00D2B3C4D5E00A10001 /* PodcastsTests.xctest */,
			);
			name = Products;
			sourceTree = "<group>";
		};
		7A1090082B3C4D5E00A10001 /* Support */ = {
			isa = PBXGroup;
			children = (
				7A10F0032B3C4D5E00A10001 /* Formatting.swift */,
			);
			name = Support;
			sourceTree = "<group>";
		};
/* End PBXGroup section */

/* Begin PBXNativeTarget section */
		7A1070012B3C4D5E00A10001 /* Podcasts */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = 7A10D0022B3C4D5E00A10001 /* Build configuration list for PBXNativeTarget "Podcasts" */;
			buildPhases = (
				7A1060012B3C4D5E00A10001 /* Sources */,
				7A1060022B3C4D5E00A10001 /* Frameworks */,
				7A1060032B3C4D5E00A10001 /* Resources */,
				7A1060042B3C4D5E00A10001 /* Embed Foundation Extensions */,
			);
			buildRules = (
			);
			dependencies = (
				7A10E0012B3C4D5E00A10001 /* PBXTargetDependency */,
			);
			name = Podcasts;
			productName = Podcasts;
			productReference = 7A10F00B2B3C4D5E00A10001 /* Podcasts.app */;
			productType = "com.apple.product-type.application";
		};
		7A1070022B3C4D5E00A10001 /* PodcastsWidgetExtension */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = 7A10D0032B3C4D5E00A10001 /* Build configuration list for PBXNativeTarget "PodcastsWidgetExtension" */;
			buildPhases = (
				7A1060052B3C4D5E00A10001 /* Sources */,
				7A1060062B3C4D5E00A10001 /* Frameworks */,
				7A1060072B3C4D5E00A10001 /* Resources */,
			);
			buildRules = (
			);
			dependencies = (
			);
			name = PodcastsWidgetExtension;
			productName = PodcastsWidgetExtension;
			productReference = 7A10F00C2B3C4D5E00A10001 /* PodcastsWidgetExtension.appex */;
			productType = "com.apple.product-type.app-extension";
		};
		7A1070032B3C4D5E00A10001 /* PodcastsTests */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = 7A10D0042B3C4D5E00A10001 /* Build configuration list for PBXNativeTarget "PodcastsTests" */;
			buildPhases = (
				7A1060082B3C4D5E00A10001 /* Sources */,
				7A1060092B3C4D5E00A10001 /* Frameworks */,
				7A10600A2B3C4D5E00A10001 /* Resources */,
			);
			buildRules = (
			);
			dependencies = (
				7A10E0022B3C4D5E00A10001 /* PBXTargetDependency */,
			);
			name = PodcastsTests;
			productName = PodcastsTests;
			productReference = 7A10F00D2B3C4D5E00A10001 /* PodcastsTests.xctest */;
			productType = "com.apple.product-type.bundle.unit-test";
		};
/* End PBXNativeTarget section */

/* Begin PBXProject section */
		7A1050012B3C4D5E00A10001 /* Project object */ = {
			isa = PBXProject;
			attributes = {
				BuildIndependentTargetsInParallel = 1;
				LastSwiftUpdateCheck = 1500;
				LastUpgradeCheck = 1500;
				TargetAttributes = {
					7A1070012B3C4D5E00A10001 = {
						CreatedOnToolsVersion = 15.0;
					};
					7A1070022B3C4D5E00A10001 = {
						CreatedOnToolsVersion = 15.0;
					};
					7A1070032B3C4D5E00A10001 = {
						CreatedOnToolsVersion = 15.0;
						TestTargetID = 7A1070012B3C4D5E00A10001;
					};
				};
			};
			buildConfigurationList = 7A10D0012B3C4D5E00A10001 /* Build configuration list for PBXProject "Podcasts" */;
			compatibilityVersion = "Xcode 14.0";
			developmentRegion = en;
			hasScannedForEncodings = 0;
			knownRegions = (
				en,
				Base,
			);
			mainGroup = 7A1090012B3C4D5E00A10001;
			productRefGroup = 7A1090072B3C4D5E00A10001 /* Products */;
			projectDirPath = "";
			projectRoot = "";
			targets = (
				7A1070012B3C4D5E00A10001 /* Podcasts */,
				7A1070022B3C4D5E00A10001 /* PodcastsWidgetExtension */,
				7A1070032B3C4D5E00A10001 /* PodcastsTests */,
			);
		};
/* End PBXProject section */

/* Begin PBXResourcesBuildPhase section */
		7A1060032B3C4D5E00A10001 /* Resources */ = {
			isa = PBXResourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
				7A10B00A2B3C4D5E00A10001 /* Assets.xcassets in Resources */,
				7A10B00D2B3C4D5E00A10001 /* Localizable.strings in Resources */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		7A1060072B3C4D5E00A10001 /* Resources */ = {
			isa = PBXResourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		7A10600A2B3C4D5E00A10001 /* Resources */ = {
			isa = PBXResourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXResourcesBuildPhase section */

/* Begin PBXSourcesBuildPhase section */
		7A1060012B3C4D5E00A10001 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
				7A10B0022B3C4D5E00A10001 /* Store.swift in Sources */,
				7A10B0012B3C4D5E00A10001 /* PodcastsApp.swift in Sources */,
				7A10B0032B3C4D5E00A10001 /* Formatting.swift in Sources */,
				7A10B0042B3C4D5E00A10001 /* BuildInfo.swift in Sources */,
				7A10B0052B3C4D5E00A10001 /* Episode.swift in Sources */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		7A1060052B3C4D5E00A10001 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
				7A10B0082B3C4D5E00A10001 /* PodcastsWidget.swift in Sources */,
				7A10B0072B3C4D5E00A10001 /* Store.swift in Sources */,
				7A10B0062B3C4D5E00A10001 /* Episode.swift in Sources */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		7A1060082B3C4D5E00A10001 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
				7A10B0092B3C4D5E00A10001 /* StoreTests.swift in Sources */,
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXSourcesBuildPhase section */

/* Begin PBXTargetDependency section */
		7A10E0012B3C4D5E00A10001 /* PBXTargetDependency */ = {
			isa = PBXTargetDependency;
			target = 7A1070022B3C4D5E00A10001 /* PodcastsWidgetExtension */;
			targetProxy = 7A10C0012B3C4D5E00A10001 /* PBXContainerItemProxy */;
		};
		7A10E0022B3C4D5E00A10001 /* PBXTargetDependency */ = {
			isa = PBXTargetDependency;
			target = 7A1070012B3C4D5E00A10001 /* Podcasts */;
			targetProxy = 7A10C0022B3C4D5E00A10001 /* PBXContainerItemProxy */;
		};
/* End PBXTargetDependency section */

/* Begin PBXVariantGroup section */
		7A10F0102B3C4D5E00A10001 /* Localizable.strings */ = {
			isa = PBXVariantGroup;
			children = (
				7A10F0112B3C4D5E00A10001 /* en */,
			);
			name = Localizable.strings;
			sourceTree = "<group>";
		};
/* End PBXVariantGroup section */

/* Begin XCBuildConfiguration section */
		7A10A0012B3C4D5E00A10001 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ALWAYS_SEARCH_USER_PATHS = NO;
				CLANG_ENABLE_MODULES = YES;
				DEBUG_INFORMATION_FORMAT = dwarf;
				GCC_PREPROCESSOR_DEFINITIONS = (
					"DEBUG=1",
					"$(inherited)",
				);
				IPHONEOS_DEPLOYMENT_TARGET = 17.0;
				SDKROOT = iphoneos;
				SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";
				SWIFT_OPTIMIZATION_LEVEL = "-Onone";
			};
			name = Debug;
		};
		7A10A0022B3C4D5E00A10001 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ALWAYS_SEARCH_USER_PATHS = NO;
				CLANG_ENABLE_MODULES = YES;
				DEBUG_INFORMATION_FORMAT = "dwarf-with-dsym";
				IPHONEOS_DEPLOYMENT_TARGET = 17.0;
				SDKROOT = iphoneos;
				SWIFT_COMPILATION_MODE = wholemodule;
				VALIDATE_PRODUCT = YES;
			};
			name = Release;
		};
		7A10A0032B3C4D5E00A10001 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
				CODE_SIGN_STYLE = Automatic;
				CURRENT_PROJECT_VERSION = 1;
				GENERATE_INFOPLIST_FILE = YES;
				INFOPLIST_KEY_UILaunchScreen_Generation = YES;
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
				);
				MARKETING_VERSION = 1.0;
				PRODUCT_BUNDLE_IDENTIFIER = com.example.Podcasts;
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_EMIT_LOC_STRINGS = YES;
				SWIFT_VERSION = 5.0;
				TARGETED_DEVICE_FAMILY = "1,2";
			};
			name = Debug;
		};
		7A10A0042B3C4D5E00A10001 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
				CODE_SIGN_STYLE = Automatic;
				CURRENT_PROJECT_VERSION = 1;
				GENERATE_INFOPLIST_FILE = YES;
				INFOPLIST_KEY_UILaunchScreen_Generation = YES;
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
				);
				MARKETING_VERSION = 1.0;
				PRODUCT_BUNDLE_IDENTIFIER = com.example.Podcasts;
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_EMIT_LOC_STRINGS = YES;
				SWIFT_VERSION = 5.0;
				TARGETED_DEVICE_FAMILY = "1,2";
			};
			name = Release;
		};
		7A10A0052B3C4D5E00A10001 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				CODE_SIGN_STYLE = Automatic;
				INFOPLIST_FILE = PodcastsWidget/Info.plist;
				INFOPLIST_KEY_CFBundleDisplayName = PodcastsWidget;
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
					"@executable_path/../../Frameworks",
				);
				PRODUCT_BUNDLE_IDENTIFIER = com.example.Podcasts.PodcastsWidget;
				PRODUCT_NAME = "$(TARGET_NAME)";
				SKIP_INSTALL = YES;
				SWIFT_VERSION = 5.0;
			};
			name = Debug;
		};
		7A10A0062B3C4D5E00A10001 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				CODE_SIGN_STYLE = Automatic;
				INFOPLIST_FILE = PodcastsWidget/Info.plist;
				INFOPLIST_KEY_CFBundleDisplayName = PodcastsWidget;
				LD_RUNPATH_SEARCH_PATHS = (
					"$(inherited)",
					"@executable_path/Frameworks",
					"@executable_path/../../Frameworks",
				);
				PRODUCT_BUNDLE_IDENTIFIER = com.example.Podcasts.PodcastsWidget;
				PRODUCT_NAME = "$(TARGET_NAME)";
				SKIP_INSTALL = YES;
				SWIFT_VERSION = 5.0;
			};
			name = Release;
		};
		7A10A0072B3C4D5E00A10001 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				BUNDLE_LOADER = "$(TEST_HOST)";
				CODE_SIGN_STYLE = Automatic;
				GENERATE_INFOPLIST_FILE = YES;
				PRODUCT_BUNDLE_IDENTIFIER = com.example.PodcastsTests;
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_VERSION = 5.0;
				TEST_HOST = "$(BUILT_PRODUCTS_DIR)/Podcasts.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/Podcasts";
			};
			name = Debug;
		};
		7A10A0082B3C4D5E00A10001 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				BUNDLE_LOADER = "$(TEST_HOST)";
				CODE_SIGN_STYLE = Automatic;
				GENERATE_INFOPLIST_FILE = YES;
				PRODUCT_BUNDLE_IDENTIFIER = com.example.PodcastsTests;
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_VERSION = 5.0;
				TEST_HOST = "$(BUILT_PRODUCTS_DIR)/Podcasts.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/Podcasts";
			};
			name = Release;
		};
/* End XCBuildConfiguration section */

/* Begin XCConfigurationList section */
		7A10D0012B3C4D5E00A10001 /* Build configuration list for PBXProject "Podcasts" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				7A10A0012B3C4D5E00A10001 /* Debug */,
				7A10A0022B3C4D5E00A10001 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		7A10D0022B3C4D5E00A10001 /* Build configuration list for PBXNativeTarget "Podcasts" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				7A10A0032B3C4D5E00A10001 /* Debug */,
				7A10A0042B3C4D5E00A10001 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		7A10D0032B3C4D5E00A10001 /* Build configuration list for PBXNativeTarget "PodcastsWidgetExtension" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				7A10A0052B3C4D5E00A10001 /* Debug */,
				7A10A0062B3C4D5E00A10001 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		7A10D0042B3C4D5E00A10001 /* Build configuration list for PBXNativeTarget "PodcastsTests" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				7A10A0072B3C4D5E00A10001 /* Debug */,
				7A10A0082B3C4D5E00A10001 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
/* End XCConfigurationList section */
	};
	rootObject = 7A1050012B3C4D5E00A10001 /* Project object */;
}
"""#

    /// Xcode 16 (object version 77): file-system-synchronized folders. `Notes` is the app's
    /// folder; an exception set takes `Debug/`, `Info.plist` and
    /// `Preview Content/PreviewData.swift` out of the app, and another, for the widget
    /// (which is not linked to `Notes`), adds `Model/Note.swift` to the widget. The widget
    /// sets `PRODUCT_MODULE_NAME = NotesWidget`.
    static let notesProject = #"""
// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 77;
	objects = {

/* Begin PBXContainerItemProxy section */
		8B2C00612C9E5A7B00D1E001 /* PBXContainerItemProxy */ = {
			isa = PBXContainerItemProxy;
			containerPortal = 8B2C00012C9E5A7B00D1E001 /* Project object */;
			proxyType = 1;
			remoteGlobalIDString = 8B2C00212C9E5A7B00D1E001;
			remoteInfo = Notes;
		};
/* End PBXContainerItemProxy section */

/* Begin PBXFileReference section */
		8B2C00112C9E5A7B00D1E001 /* Notes.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Notes.app; sourceTree = BUILT_PRODUCTS_DIR; };
		8B2C00122C9E5A7B00D1E001 /* NotesWidgetExtension.appex */ = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; includeInIndex = 0; path = NotesWidgetExtension.appex; sourceTree = BUILT_PRODUCTS_DIR; };
		8B2C00132C9E5A7B00D1E001 /* NotesTests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = NotesTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
/* End PBXFileReference section */

/* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
		8B2C00512C9E5A7B00D1E001 /* Exceptions for "Notes" folder in "Notes" target */ = {
			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
			membershipExceptions = (
				Debug,
				Info.plist,
				"Preview Content/PreviewData.swift",
			);
			target = 8B2C00212C9E5A7B00D1E001 /* Notes */;
		};
		8B2C00522C9E5A7B00D1E001 /* Exceptions for "Notes" folder in "NotesWidgetExtension" target */ = {
			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
			membershipExceptions = (
				Model/Note.swift,
			);
			target = 8B2C00222C9E5A7B00D1E001 /* NotesWidgetExtension */;
		};
/* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

/* Begin PBXFileSystemSynchronizedRootGroup section */
		8B2C00412C9E5A7B00D1E001 /* Notes */ = {
			isa = PBXFileSystemSynchronizedRootGroup;
			exceptions = (
				8B2C00512C9E5A7B00D1E001 /* Exceptions for "Notes" folder in "Notes" target */,
				8B2C00522C9E5A7B00D1E001 /* Exceptions for "Notes" folder in "NotesWidgetExtension" target */,
			);
			path = Notes;
			sourceTree = "<group>";
		};
		8B2C00422C9E5A7B00D1E001 /* NotesWidget */ = {
			isa = PBXFileSystemSynchronizedRootGroup;
			path = NotesWidget;
			sourceTree = "<group>";
		};
		8B2C00432C9E5A7B00D1E001 /* NotesTests */ = {
			isa = PBXFileSystemSynchronizedRootGroup;
			path = NotesTests;
			sourceTree = "<group>";
		};
/* End PBXFileSystemSynchronizedRootGroup section */

/* Begin PBXFrameworksBuildPhase section */
		8B2C00322C9E5A7B00D1E001 /* Frameworks */ = {
			isa = PBXFrameworksBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXFrameworksBuildPhase section */

/* Begin PBXGroup section */
		8B2C00032C9E5A7B00D1E001 = {
			isa = PBXGroup;
			children = (
				8B2C00412C9E5A7B00D1E001 /* Notes */,
				8B2C00422C9E5A7B00D1E001 /* NotesWidget */,
				8B2C00432C9E5A7B00D1E001 /* NotesTests */,
				8B2C00042C9E5A7B00D1E001 /* Products */,
			);
			sourceTree = "<group>";
		};
		8B2C00042C9E5A7B00D1E001 /* Products */ = {
			isa = PBXGroup;
			children = (
				8B2C00112C9E5A7B00D1E001 /* Notes.app */,
				8B2C00122C9E5A7B00D1E001 /* NotesWidgetExtension.appex */,
				8B2C00132C9E5A7B00D1E001 /* NotesTests.xctest */,
			);
			name = Products;
			sourceTree = "<group>";
		};
/* End PBXGroup section */

/* Begin PBXNativeTarget section */
		8B2C00212C9E5A7B00D1E001 /* Notes */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = 8B2C00722C9E5A7B00D1E001 /* Build configuration list for PBXNativeTarget "Notes" */;
			buildPhases = (
				8B2C00312C9E5A7B00D1E001 /* Sources */,
				8B2C00322C9E5A7B00D1E001 /* Frameworks */,
			);
			buildRules = (
			);
			dependencies = (
			);
			fileSystemSynchronizedGroups = (
				8B2C00412C9E5A7B00D1E001 /* Notes */,
			);
			name = Notes;
			packageProductDependencies = (
			);
			productName = Notes;
			productReference = 8B2C00112C9E5A7B00D1E001 /* Notes.app */;
			productType = "com.apple.product-type.application";
		};
		8B2C00222C9E5A7B00D1E001 /* NotesWidgetExtension */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = 8B2C00732C9E5A7B00D1E001 /* Build configuration list for PBXNativeTarget "NotesWidgetExtension" */;
			buildPhases = (
				8B2C00332C9E5A7B00D1E001 /* Sources */,
			);
			buildRules = (
			);
			dependencies = (
			);
			fileSystemSynchronizedGroups = (
				8B2C00422C9E5A7B00D1E001 /* NotesWidget */,
			);
			name = NotesWidgetExtension;
			packageProductDependencies = (
			);
			productName = NotesWidgetExtension;
			productReference = 8B2C00122C9E5A7B00D1E001 /* NotesWidgetExtension.appex */;
			productType = "com.apple.product-type.app-extension";
		};
		8B2C00232C9E5A7B00D1E001 /* NotesTests */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = 8B2C00742C9E5A7B00D1E001 /* Build configuration list for PBXNativeTarget "NotesTests" */;
			buildPhases = (
				8B2C00342C9E5A7B00D1E001 /* Sources */,
			);
			buildRules = (
			);
			dependencies = (
				8B2C00622C9E5A7B00D1E001 /* PBXTargetDependency */,
			);
			fileSystemSynchronizedGroups = (
				8B2C00432C9E5A7B00D1E001 /* NotesTests */,
			);
			name = NotesTests;
			packageProductDependencies = (
			);
			productName = NotesTests;
			productReference = 8B2C00132C9E5A7B00D1E001 /* NotesTests.xctest */;
			productType = "com.apple.product-type.bundle.unit-test";
		};
/* End PBXNativeTarget section */

/* Begin PBXProject section */
		8B2C00012C9E5A7B00D1E001 /* Project object */ = {
			isa = PBXProject;
			attributes = {
				BuildIndependentTargetsInParallel = 1;
				LastSwiftUpdateCheck = 1600;
				LastUpgradeCheck = 1600;
				TargetAttributes = {
					8B2C00212C9E5A7B00D1E001 = {
						CreatedOnToolsVersion = 16.0;
					};
					8B2C00222C9E5A7B00D1E001 = {
						CreatedOnToolsVersion = 16.0;
					};
					8B2C00232C9E5A7B00D1E001 = {
						CreatedOnToolsVersion = 16.0;
						TestTargetID = 8B2C00212C9E5A7B00D1E001;
					};
				};
			};
			buildConfigurationList = 8B2C00712C9E5A7B00D1E001 /* Build configuration list for PBXProject "Notes" */;
			developmentRegion = en;
			hasScannedForEncodings = 0;
			knownRegions = (
				en,
				Base,
			);
			mainGroup = 8B2C00032C9E5A7B00D1E001;
			minimizedProjectReferenceProxies = 1;
			preferredProjectObjectVersion = 77;
			productRefGroup = 8B2C00042C9E5A7B00D1E001 /* Products */;
			projectDirPath = "";
			projectRoot = "";
			targets = (
				8B2C00212C9E5A7B00D1E001 /* Notes */,
				8B2C00222C9E5A7B00D1E001 /* NotesWidgetExtension */,
				8B2C00232C9E5A7B00D1E001 /* NotesTests */,
			);
		};
/* End PBXProject section */

/* Begin PBXSourcesBuildPhase section */
		8B2C00312C9E5A7B00D1E001 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		8B2C00332C9E5A7B00D1E001 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
		8B2C00342C9E5A7B00D1E001 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		};
/* End PBXSourcesBuildPhase section */

/* Begin PBXTargetDependency section */
		8B2C00622C9E5A7B00D1E001 /* PBXTargetDependency */ = {
			isa = PBXTargetDependency;
			target = 8B2C00212C9E5A7B00D1E001 /* Notes */;
			targetProxy = 8B2C00612C9E5A7B00D1E001 /* PBXContainerItemProxy */;
		};
/* End PBXTargetDependency section */

/* Begin XCBuildConfiguration section */
		8B2C00812C9E5A7B00D1E001 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				IPHONEOS_DEPLOYMENT_TARGET = 18.0;
				SDKROOT = iphoneos;
				SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";
			};
			name = Debug;
		};
		8B2C00822C9E5A7B00D1E001 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				IPHONEOS_DEPLOYMENT_TARGET = 18.0;
				SDKROOT = iphoneos;
				SWIFT_COMPILATION_MODE = wholemodule;
			};
			name = Release;
		};
		8B2C00832C9E5A7B00D1E001 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
				DEVELOPMENT_ASSET_PATHS = "\"Notes/Preview Content\"";
				INFOPLIST_FILE = Notes/Info.plist;
				PRODUCT_BUNDLE_IDENTIFIER = com.example.Notes;
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_VERSION = 6.0;
			};
			name = Debug;
		};
		8B2C00842C9E5A7B00D1E001 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
				DEVELOPMENT_ASSET_PATHS = "\"Notes/Preview Content\"";
				INFOPLIST_FILE = Notes/Info.plist;
				PRODUCT_BUNDLE_IDENTIFIER = com.example.Notes;
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_VERSION = 6.0;
			};
			name = Release;
		};
		8B2C00852C9E5A7B00D1E001 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				GENERATE_INFOPLIST_FILE = YES;
				INFOPLIST_KEY_CFBundleDisplayName = "Notes Widget";
				PRODUCT_BUNDLE_IDENTIFIER = com.example.Notes.NotesWidget;
				PRODUCT_MODULE_NAME = NotesWidget;
				PRODUCT_NAME = "$(TARGET_NAME)";
				SKIP_INSTALL = YES;
				SWIFT_VERSION = 6.0;
			};
			name = Debug;
		};
		8B2C00862C9E5A7B00D1E001 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				GENERATE_INFOPLIST_FILE = YES;
				INFOPLIST_KEY_CFBundleDisplayName = "Notes Widget";
				PRODUCT_BUNDLE_IDENTIFIER = com.example.Notes.NotesWidget;
				PRODUCT_MODULE_NAME = NotesWidget;
				PRODUCT_NAME = "$(TARGET_NAME)";
				SKIP_INSTALL = YES;
				SWIFT_VERSION = 6.0;
			};
			name = Release;
		};
		8B2C00872C9E5A7B00D1E001 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				BUNDLE_LOADER = "$(TEST_HOST)";
				GENERATE_INFOPLIST_FILE = YES;
				PRODUCT_BUNDLE_IDENTIFIER = com.example.NotesTests;
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_VERSION = 6.0;
				TEST_HOST = "$(BUILT_PRODUCTS_DIR)/Notes.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/Notes";
			};
			name = Debug;
		};
		8B2C00882C9E5A7B00D1E001 /* Release */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				BUNDLE_LOADER = "$(TEST_HOST)";
				GENERATE_INFOPLIST_FILE = YES;
				PRODUCT_BUNDLE_IDENTIFIER = com.example.NotesTests;
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_VERSION = 6.0;
				TEST_HOST = "$(BUILT_PRODUCTS_DIR)/Notes.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/Notes";
			};
			name = Release;
		};
/* End XCBuildConfiguration section */

/* Begin XCConfigurationList section */
		8B2C00712C9E5A7B00D1E001 /* Build configuration list for PBXProject "Notes" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				8B2C00812C9E5A7B00D1E001 /* Debug */,
				8B2C00822C9E5A7B00D1E001 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		8B2C00722C9E5A7B00D1E001 /* Build configuration list for PBXNativeTarget "Notes" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				8B2C00832C9E5A7B00D1E001 /* Debug */,
				8B2C00842C9E5A7B00D1E001 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		8B2C00732C9E5A7B00D1E001 /* Build configuration list for PBXNativeTarget "NotesWidgetExtension" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				8B2C00852C9E5A7B00D1E001 /* Debug */,
				8B2C00862C9E5A7B00D1E001 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
		8B2C00742C9E5A7B00D1E001 /* Build configuration list for PBXNativeTarget "NotesTests" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				8B2C00872C9E5A7B00D1E001 /* Debug */,
				8B2C00882C9E5A7B00D1E001 /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		};
/* End XCConfigurationList section */
	};
	rootObject = 8B2C00012C9E5A7B00D1E001 /* Project object */;
}
"""#
}
