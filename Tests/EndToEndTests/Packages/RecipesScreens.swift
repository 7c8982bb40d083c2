/// The three screens of ``RecipesApp``: the user's lines for RecipeList, Favorites (the two Home
/// shows side by side) and RecipeDetail.
enum RecipesScreens {
    static let source = RecipesApp.source

    static let recipeList: [HandEdit] = [
        .wiring(
            source + "RecipeList/RecipeListInteractor.swift",
            .insert(
                after: "var listener: (any RecipeListPresentableListener)? { get set }",
                ["    func show(recipes: [Recipe])"])),
        .wiring(
            source + "RecipeList/RecipeListViewController.swift",
            .member(of: "protocol RecipeListPresentableListener: AnyObject", ["    func didSelectRecipe(id: String)"])
        ),
        .business(
            source + "RecipeList/RecipeListInteractor.swift",
            .insert(
                after: "super.didBecomeActive()",
                [
                    "        store.recipes.subscribe(onNext: { [weak self] recipes in self?.presenter.show(recipes: recipes) })",
                    "            .cancelOnDeactivate(interactor: self)",
                ])),
        .wiring(
            source + "RecipeList/RecipeListInteractor.swift",
            .insert(
                after: "// when RecipeList resigns.",
                [
                    "    }", "", "    func didSelectRecipe(id: String) {",
                    "        router?.routeToRecipeDetail(recipeID: id)",
                ]
            )),
        .wiring(
            source + "RecipeList/RecipeListInteractor.swift",
            .replace(
                "// TODO: RecipeDetail tells RecipeList this: handle it, such as router?.detachRecipeDetail().",
                with: ["        router?.detachRecipeDetail()"])),
        // The deep link's last step.
        .wiring(
            source + "RecipeList/RecipeListInteractor.swift",
            .replace(
                "// TODO: Do what the link asks, such as router?.routeTo…(…).",
                with: ["        router?.routeToRecipeDetail(recipeID: recipeID)"])),
        .business(
            source + "RecipeList/RecipeListViewController.swift",
            .replace(
                "// TODO: Draw RecipeList: return its lines from render(), name its commands in `commands` and",
                with: [
                    "    private var recipes: [Recipe] = []",
                    "",
                    "    func show(recipes: [Recipe]) {",
                    "        self.recipes = recipes",
                    "    }",
                    "",
                    "    override func render() -> [String] {",
                    "        recipes.map { \"\\($0.id)  \\($0.title)\\($0.isFresh ? \" (fresh)\" : \"\")\" }",
                    "    }",
                    "",
                    "    override var commands: [String] { [\"open <recipe>\"] }",
                    "",
                    "    override func handleCommand(_ command: String) -> Bool {",
                    "        guard command.hasPrefix(\"open \") else { return false }",
                    "        listener?.didSelectRecipe(id: String(command.dropFirst(\"open \".count)))",
                    "        return true",
                    "    }",
                ])),
        .business(
            source + "RecipeList/RecipeListViewController.swift",
            .replace("// answer them in handleCommand(_:), telling the listener what the user did.", with: [])),
    ]

    static let favorites: [HandEdit] = [
        .wiring(
            source + "Favorites/FavoritesInteractor.swift",
            .insert(
                after: "var listener: (any FavoritesPresentableListener)? { get set }",
                ["    func show(favorites: [Recipe])"])),
        .business(
            source + "Favorites/FavoritesInteractor.swift",
            .insert(
                after: "super.didBecomeActive()",
                [
                    "        store.recipes.map { $0.filter(\\.isFavorite) }",
                    "            .subscribe(onNext: { [weak self] favorites in self?.presenter.show(favorites: favorites) })",
                    "            .cancelOnDeactivate(interactor: self)",
                ])),
        .business(
            source + "Favorites/FavoritesViewController.swift",
            .replace(
                "// TODO: Draw Favorites: return its lines from render(), name its commands in `commands` and",
                with: [
                    "    private var favorites: [Recipe] = []",
                    "",
                    "    func show(favorites: [Recipe]) {",
                    "        self.favorites = favorites",
                    "    }",
                    "",
                    "    override func render() -> [String] {",
                    "        favorites.isEmpty ? [\"No favourite yet.\"] : favorites.map { \"* \\($0.title)\" }",
                    "    }",
                ])),
        .business(
            source + "Favorites/FavoritesViewController.swift",
            .replace("// answer them in handleCommand(_:), telling the listener what the user did.", with: [])),
    ]

    static let recipeDetail: [HandEdit] = [
        .wiring(
            source + "RecipeDetail/RecipeDetailInteractor.swift",
            .insert(
                after: "var listener: (any RecipeDetailPresentableListener)? { get set }",
                ["    func show(recipe: Recipe)"])),
        .wiring(
            source + "RecipeDetail/RecipeDetailViewController.swift",
            .member(
                of: "protocol RecipeDetailPresentableListener: AnyObject",
                ["    func close()", "    func toggleFavorite()"])),
        .business(
            source + "RecipeDetail/RecipeDetailInteractor.swift",
            .insert(
                after: "super.didBecomeActive()",
                [
                    "        let recipeID = self.recipeID",
                    "        store.recipes.compactMap { recipes in recipes.first { $0.id == recipeID } }",
                    "            .subscribe(onNext: { [weak self] recipe in self?.presenter.show(recipe: recipe) })",
                    "            .cancelOnDeactivate(interactor: self)",
                ])),
        .business(
            source + "RecipeDetail/RecipeDetailInteractor.swift",
            .insert(
                after: "// when RecipeDetail resigns.",
                [
                    "    }", "", "    func close() {", "        listener?.recipeDetailDidClose()", "    }", "",
                    "    func toggleFavorite() {", "        store.toggleFavorite(id: recipeID)",
                ])),
        .business(
            source + "RecipeDetail/RecipeDetailViewController.swift",
            .replace(
                "// TODO: Draw RecipeDetail: return its lines from render(), name its commands in `commands` and",
                with: [
                    "    private var recipe: Recipe?",
                    "",
                    "    func show(recipe: Recipe) {",
                    "        self.recipe = recipe",
                    "    }",
                    "",
                    "    override func render() -> [String] {",
                    "        guard let recipe else { return [\"Finding the recipe…\"] }",
                    "        return [\"Recipe \\(recipe.id): \\(recipe.title)\\(recipe.isFavorite ? \" ★\" : \"\")\"]",
                    "    }",
                    "",
                    "    override var commands: [String] { [\"star\", \"close\"] }",
                    "",
                    "    override func handleCommand(_ command: String) -> Bool {",
                    "        switch command {",
                    "        case \"star\": listener?.toggleFavorite()",
                    "        case \"close\": listener?.close()",
                    "        default: return false",
                    "        }",
                    "        return true",
                    "    }",
                ])),
        .business(
            source + "RecipeDetail/RecipeDetailViewController.swift",
            .replace("// answer them in handleCommand(_:), telling the listener what the user did.", with: [])),
    ]
}
