extension CollectionFactory {
    /// Checks every header, item and footer before anything is rendered, and reports every problem.
    ///
    /// It reports items with no view model (whatever the policy), `nil` items, empty identifiers,
    /// sizes out of range, and, when `cells` is given, identifiers with no cell and cells that
    /// cannot draw their view model; also item types that match several protocol view models, and
    /// items that several kinds claim (see ``ItemKinds/kinds(claiming:)``).
    /// Each problem appears once, with its first location and a count.
    ///
    /// Every registered view model is also checked on its own, fresh from its registration, so a
    /// problem shows even when no item of its type is in the data (its location is then `nil`);
    /// and, when `cells` lists its identifiers, a cell that no view model uses is a warning.
    ///
    /// - Parameters:
    ///   - dataSource: The items.
    ///   - cells: The view's registered cells, or `nil` to check the view models only.
    /// - Returns: The report.
    public func validate(_ dataSource: some FactoryDataSource, cells: (any CellCatalog)? = nil)
        -> ValidationReport
    {
        var validator = Validator(dispatcher: makeDispatcher(), cells: cells)
        for section in 0..<numberOfSections(in: dataSource) {
            if let header = dataSource.header(inSection: section) {
                validator.check(header, at: .header(section: section))
            }
            for item in 0..<numberOfItems(inSection: section, in: dataSource) {
                let indexPath = CellIndexPath(item: item, section: section)
                validator.check(dataSource.item(at: indexPath), at: .item(indexPath))
            }
            if let footer = dataSource.footer(inSection: section) {
                validator.check(footer, at: .footer(section: section))
            }
        }
        validator.checkRegistrations(validator.dispatcher.state.registrations)
        return validator.report()
    }
}

/// Collects problems, merging repeats of one kind into a count.
private struct Validator {
    var dispatcher: ViewModelDispatcher
    let cells: (any CellCatalog)?
    var order: [ValidationProblem.Kind] = []
    var found: [ValidationProblem.Kind: (first: CellLocation?, count: Int)] = [:]
    var typesCheckedForAmbiguity: Set<ObjectIdentifier> = []
    var checkedCount = 0
    /// The identifiers of the view models seen, to find cells nothing uses.
    var usedIdentifiers: Set<String> = []

    init(dispatcher: ViewModelDispatcher, cells: (any CellCatalog)?) {
        self.dispatcher = dispatcher
        self.cells = cells
    }

    mutating func check(_ model: Any, at location: CellLocation) {
        checkedCount += 1
        checkAmbiguity(of: model, at: location)
        if let claims = dispatcher.state.kindClaims(for: model), claims.count > 1 {
            record(
                .overlappingKinds(
                    itemType: TypeName.ofValue(model), chosen: claims[0],
                    alsoClaiming: Array(claims.dropFirst())),
                at: location)
        }
        let viewModel: any CellViewModel
        switch dispatcher.registeredViewModel(for: model) {
        case .success(let registered):
            viewModel = registered
        case .failure(.nilItem):
            record(.nilItem, at: location)
            return
        case .failure(.unregisteredType(let typeName)):
            record(.unregisteredType(typeName), at: location)
            return
        }
        checkViewModel(viewModel, at: location)
    }

    /// Checks each registered view model on its own, then the cells against every identifier used;
    /// a problem already found at an item is not counted again.
    mutating func checkRegistrations(_ registrations: [Registration]) {
        for registration in registrations {
            checkViewModel(registration.makeViewModel().viewModel, at: nil)
        }
        guard let cells else { return }
        for identifier in cells.registeredIdentifiers
        where identifier != PlaceholderViewModel.reuseIdentifier && !usedIdentifiers.contains(identifier) {
            record(.unusedCell(identifier: identifier), at: nil)
        }
    }

    private mutating func checkViewModel(_ viewModel: any CellViewModel, at location: CellLocation?) {
        usedIdentifiers.insert(viewModel.identifier)
        let viewModelType = TypeName.ofValue(viewModel)
        if viewModel.identifier.isEmpty {
            record(.emptyIdentifier(viewModelType: viewModelType), at: location)
        }
        if !viewModel.size.isValid {
            record(.sizeOutOfRange(viewModel.size, viewModelType: viewModelType), at: location)
        }
        if let cells { checkCell(viewModel, cells, location) }
    }

    private mutating func checkCell(
        _ viewModel: any CellViewModel, _ cells: any CellCatalog, _ location: CellLocation?
    ) {
        let viewModelType = TypeName.ofValue(viewModel)
        switch cells.check(viewModel) {
        case .drawable:
            break
        case .noCell:
            record(.missingCell(identifier: viewModel.identifier, viewModelType: viewModelType), at: location)
        case .cellCannotDraw(let cellType, let expects):
            record(
                .cellCannotDraw(
                    identifier: viewModel.identifier, cellType: cellType, expects: expects,
                    viewModelType: viewModelType),
                at: location)
        }
    }

    private mutating func checkAmbiguity(of model: Any, at location: CellLocation) {
        guard typesCheckedForAmbiguity.insert(ObjectIdentifier(type(of: model))).inserted else { return }
        guard let tie = dispatcher.state.protocolTie(for: model) else { return }
        record(
            .ambiguousDispatch(
                itemType: TypeName.ofValue(model), chosen: tie.chosen, alsoMatching: tie.others),
            at: location)
    }

    private mutating func record(_ kind: ValidationProblem.Kind, at location: CellLocation?) {
        if let existing = found[kind] {
            // A registration checked on its own adds nothing to what its items showed.
            if location != nil { found[kind] = (existing.first, existing.count + 1) }
        } else {
            found[kind] = (location, 1)
            order.append(kind)
        }
    }

    func report() -> ValidationReport {
        let problems = order.compactMap { kind in
            found[kind].map { ValidationProblem(kind, firstLocation: $0.first, count: $0.count) }
        }
        return ValidationReport(problems: problems, checkedCount: checkedCount)
    }
}
