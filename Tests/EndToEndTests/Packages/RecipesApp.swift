/// Issue 40's app, made as a new user makes it: `ribs` commands, then the user's own lines,
/// each marked business logic or wiring (see ``HandEdit``).
///
/// Root (launch, with the inspector) shows Welcome, then Home: viewless, with the recipe store in
/// its scope and a worker on a clock that marks a recipe fresh every 2 s, and two screens side
/// by side, RecipeList and Favorites. RecipeList opens RecipeDetail (a builder parameter, the
/// recipe's id). A deep link, `app://openRecipe?recipeID=R2`, goes through Root, Home and
/// RecipeList, waiting for the welcome step, then opens the recipe.
enum RecipesApp {
    static let source = "Sources/Recipes/"
    static let tests = "Tests/RecipesTests/"
    static let store = "store:any RecipeStore"

    /// Before any RIB: the store the RIBs' dependencies name (their tests get its mock).
    static let service: [HandEdit] = [
        .business(
            source + "Home/RecipeStore.swift",
            .create([
                "import RIBs",
                "",
                "/// A recipe, and whether it is a favourite and fresh.",
                "struct Recipe: Sendable, Equatable {",
                "    let id: String",
                "    let title: String",
                "    var isFavorite = false",
                "    var isFresh = false",
                "}",
                "",
                "/// The recipes, kept current.",
                "/// @mockable",
                "@MainActor",
                "protocol RecipeStore: AnyObject {",
                "    var recipes: Events<[Recipe]> { get }",
                "    func toggleFavorite(id: String)",
                "    func markNextFresh()",
                "}",
                "",
                "/// Recipes in memory; each call of markNextFresh() marks the next one fresh.",
                "@MainActor",
                "final class InMemoryRecipeStore: RecipeStore {",
                "    private let current = ValueRelay([",
                "        Recipe(id: \"R1\", title: \"Soup\"), Recipe(id: \"R2\", title: \"Bread\"),",
                "        Recipe(id: \"R3\", title: \"Salad\"),",
                "    ])",
                "    private var next = 0",
                "",
                "    var recipes: Events<[Recipe]> { current.values }",
                "",
                "    func toggleFavorite(id: String) {",
                "        current.update { recipes in",
                "            for index in recipes.indices where recipes[index].id == id { recipes[index].isFavorite.toggle() }",
                "        }",
                "    }",
                "",
                "    func markNextFresh() {",
                "        let index = next",
                "        current.update { recipes in if index < recipes.count { recipes[index].isFresh = true } }",
                "        next += 1",
                "    }",
                "}",
            ]))
    ]

    static let create: [[String]] = [
        ["new", "Root", "--launch"],
        ["new", "Welcome", "--view"],
        ["new", "Home"],
        ["new", "RecipeList", "--view", "--dependency", store],
        ["new", "Favorites", "--view", "--dependency", store],
        ["new", "RecipeDetail", "--view", "--param", "recipeID:String", "--dependency", store],
    ]

    /// Before the worker and the attaches, which read them: where the store is made, and what the
    /// children tell their parents.
    static let beforeAttach: [HandEdit] = [
        .wiring(
            source + "Home/HomeBuilder.swift",
            .member(
                of: "final class HomeComponent: Component<any HomeDependency>",
                ["    var store: any RecipeStore { shared { InMemoryRecipeStore() } }", ""])),
        .wiring(
            source + "Welcome/WelcomeInteractor.swift",
            .member(of: "protocol WelcomeListener: AnyObject", ["    func welcomeDidFinish()"])),
        .wiring(
            source + "RecipeDetail/RecipeDetailInteractor.swift",
            .member(of: "protocol RecipeDetailListener: AnyObject", ["    func recipeDetailDidClose()"])),
    ]

    static let attach: [[String]] = [
        ["new", "worker", "Freshness", "--for", "Home", "--every", "2s", "--dependency", store],
        ["attach", "Welcome", "--to", "Root", "--at-start"],
        ["attach", "Home", "--to", "Root"],
        ["attach", "RecipeList", "--to", "Home", "--at-start"],
        ["attach", "Favorites", "--to", "Home", "--at-start"],
        ["attach", "RecipeDetail", "--to", "RecipeList"],
        ["new", "workflow", "OpenRecipe", "--through", "Root,Home,RecipeList", "--param", "recipeID:String"],
    ]

    static let afterAttach: [HandEdit] =
        root + welcome + home + RecipesScreens.recipeList + RecipesScreens.favorites + RecipesScreens.recipeDetail

    // MARK: - Root, Welcome, Home

    static let root: [HandEdit] = [
        .wiring(
            source + "Root/RootInteractor.swift",
            .replace(
                "// TODO: Welcome tells Root this: handle it, such as router?.detachWelcome().",
                with: ["        router?.detachWelcome()", "        router?.routeToHome()"]))
    ]

    static let welcome: [HandEdit] = [
        .wiring(
            source + "Welcome/WelcomeViewController.swift",
            .member(of: "protocol WelcomePresentableListener: AnyObject", ["    func start()"])),
        .business(
            source + "Welcome/WelcomeInteractor.swift",
            .insert(
                after: "// when Welcome resigns.",
                ["    }", "", "    func start() {", "        listener?.welcomeDidFinish()"])),
        .business(
            source + "Welcome/WelcomeViewController.swift",
            .replace(
                "// TODO: Draw Welcome: return its lines from render(), name its commands in `commands` and",
                with: [
                    "    override func render() -> [String] { [\"Welcome to Recipes.\"] }",
                    "",
                    "    override var commands: [String] { [\"start\"] }",
                    "",
                    "    override func handleCommand(_ command: String) -> Bool {",
                    "        guard command == \"start\" else { return false }",
                    "        listener?.start()",
                    "        return true",
                    "    }",
                ])),
        .business(
            source + "Welcome/WelcomeViewController.swift",
            .replace("// answer them in handleCommand(_:), telling the listener what the user did.", with: [])),
    ]

    static let home: [HandEdit] = [
        .business(
            source + "Home/FreshnessWorker.swift",
            .replace(
                "// TODO: Do Freshness's work: call a service, update a store, or send what the interactor follows.",
                with: ["        store.markNextFresh()"]))
    ]

    static var edits: [HandEdit] { service + beforeAttach + afterAttach }
}
